# Two commands on a fresh machine:
#   make serve [lang=ko|zh]   build the venv if needed, serve one language with live reload
#   make test                 build the venv if needed, run the whole suite (strict build included)
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
lang ?= en
# Two pytest workers on two cores; blocks shared by the three languages run in one worker, once.
PYTEST_ARGS ?= -n 2 --dist loadgroup

export NO_MKDOCS_2_WARNING := 1

.PHONY: serve test check outputs lint format site translations notebooks screenshots lighthouse bench determinism portability matrix clean

$(VENV)/.installed: requirements.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	touch $@

serve: $(VENV)/.installed
	$(PY) -m tools.serve --live $(lang)

test: $(VENV)/.installed
	$(PY) -m pytest $(PYTEST_ARGS)

# A subset in seconds: `make check only=clipping/tf2_global_norm` runs that example's block on its page in
# every language, its standalone run and its notebook cell; `only=clipping` the whole topic.
check: $(VENV)/.installed
	$(PY) -m pytest $(PYTEST_ARGS) $(if $(only),--only $(only))

# Run snippets as the standalone test does; rewrite their .out, plots in docs/img and the notebooks;
# print what changed. `make outputs only=clipping/tf2_global_norm` (or only=clipping) for a subset.
outputs: $(VENV)/.installed
	$(PY) -m tools.outputs $(if $(only),--only $(only))

# ruff (pyproject.toml): lint and formatting of snippets, tools and tests. `make format` applies them.
lint: $(VENV)/.installed
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .

format: $(VENV)/.installed
	$(PY) -m ruff check --fix .
	$(PY) -m ruff format .

# All languages, strictly, into site/ (site/index.html sends readers to their language).
site: $(VENV)/.installed
	$(PY) -m tools.build_site site

# Missing / stale / ok table; `make translations mark=ko/clipping.md` marks a translation current.
translations: $(VENV)/.installed
	$(PY) -m tools.translations $(if $(mark),mark $(mark))

# What the doc tests cost next to the work they do (floor, suite, one-process-per-page baseline; medians).
bench: $(VENV)/.installed
	$(PY) -m tools.bench $(args)

# The doc tests twice more: reversed order with oneDNN, random order without; HOME empty and read-only;
# .ci/run: `make determinism args="--reference DIR"` compares make test's own executions with one more run;
# outputs byte-identical between the runs. .ci/run runs it after `make test`.
determinism: $(VENV)/.installed
	$(PY) -m tools.determinism $(args)

# Every block under every numeric condition this CPU can imitate (oneDNN on/off, its ISA caps, thread
# counts, OpenBLAS kernels): the same bytes everywhere, or it fails naming block, condition and diff; a
# block that crashes fails too (the rest still run), unless it is a documented limit of the imitation.
# .ci/run: `make portability args=--after-tests` (skips what make test and make determinism just ran).
portability: $(VENV)/.installed
	$(PY) -m tools.portability $(args)

# Every snippet on TensorFlow 2.16 to 2.21, 2.21 with tf-keras (Keras 2) and tf-nightly, each in a cached
# venv under .matrix/; results into snippets/matrix.json (`args="--only tf2.16"`, `--refresh`, `--list`).
# .github/workflows/matrix.yml runs the same command, one job per combination.
matrix: $(VENV)/.installed
	$(PY) -m tools.matrix $(args)

clean:
	rm -rf site .pytest_cache

# Regenerate docs/<lang>/notebooks/*.ipynb from the pages and snippets (never edit them by hand).
notebooks: $(VENV)/.installed
	$(PY) -m tools.notebooks

# PNGs of one topic page per language, light and dark (Debian chromium), into .github/screenshots/.
screenshots: $(VENV)/.installed
	$(PY) -m tools.screenshots

# Lighthouse scores for the home and one topic page per language (npm lighthouse; not part of CI).
lighthouse: $(VENV)/.installed
	$(PY) -m tools.lighthouse
