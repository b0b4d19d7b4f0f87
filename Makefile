# Two commands on a fresh machine:
#   make serve [lang=ko|zh]   build the venv if needed, serve one language with live reload
#   make test                 build the venv if needed, run the whole suite (strict build included)
# `make help` lists every target: the text after `##` on its line (keep one there for each new target).
# only=TOPIC[/EXAMPLE] means the same everywhere (tools/harness/model.py select): check, outputs,
# portability, matrix.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
lang ?= en
# Two pytest workers on two cores; blocks shared by the three languages run in one worker, once.
PYTEST_ARGS ?= -n 2 --dist loadgroup
ONLY = $(if $(only),--only $(only))

export NO_MKDOCS_2_WARNING := 1

.PHONY: help serve test check outputs lint format site translations notebooks questions screenshots lighthouse bench lock \
	determinism portability matrix clean

help: ## this list
	@awk 'BEGIN {FS = ":.*## "} /^[a-z-]+:.*## / {printf "  make %-13s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

$(VENV)/.installed: requirements.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet --require-hashes -r requirements.txt
	touch $@

serve: $(VENV)/.installed ## serve one language with live reload (lang=en|ko|zh)
	$(PY) -m tools.site.serve --live $(lang)

test: $(VENV)/.installed ## the whole suite: every block, standalone, notebooks, site, browser (pytest)
	$(PY) -m pytest $(PYTEST_ARGS)

check: $(VENV)/.installed ## the tests of one example or topic in seconds (only=clipping/tf2_global_norm)
	$(PY) -m pytest $(PYTEST_ARGS) $(ONLY) $(args)

# The standalone test's update mode over every snippet (`make check only=… args=--update-outputs` is the
# same for one); args=--check is its check mode without pytest.
outputs: $(VENV)/.installed ## run snippets as the doc test does, rewrite .out, plots, notebooks (only=…)
	$(PY) -m tools.generate.outputs $(ONLY) $(args)

lint: $(VENV)/.installed ## ruff (lint, format) on everything, mypy --strict on tools/ and overrides/
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m mypy

format: $(VENV)/.installed ## apply ruff's fixes and formatting
	$(PY) -m ruff check --fix .
	$(PY) -m ruff format .

site: $(VENV)/.installed ## all languages, strictly, into site/ (site/index.html sends readers on)
	$(PY) -m tools.site.build site

translations: $(VENV)/.installed ## missing / stale / ok per page; mark=ko/clipping.md marks one current
	$(PY) -m tools.checks.translations $(if $(mark),mark $(mark))

notebooks: $(VENV)/.installed ## regenerate docs/<lang>/notebooks/*.ipynb from pages and snippets
	$(PY) -m tools.generate.notebooks

questions: $(VENV)/.installed ## regenerate docs/<lang>/questions.md from snippets/questions.yml
	$(PY) -m tools.generate.questions

# requirements.in -> requirements.txt, every package pinned with its hashes (uv, pinned in requirements.in).
# Python 3.11.5 is the oldest 3.11 every locked package accepts (pymdown-extensions 13 needs it).
lock: $(VENV)/.installed ## compile requirements.in into the hash-pinned requirements.txt (args="--upgrade-package NAME")
	$(PY) -m uv pip compile requirements.in --generate-hashes --python-version 3.11.5 \
		--python-platform x86_64-manylinux_2_28 --custom-compile-command "make lock" -o requirements.txt $(args)

bench: $(VENV)/.installed ## the suite's cost model: fixed cost, per page and block by tier, projection
	$(PY) -m tools.measure.bench $(args)

# .ci/run: `make determinism args="--reference DIR"` compares make test's own executions with one more run.
determinism: $(VENV)/.installed ## the blocks twice more (orders, oneDNN, read-only HOME): same bytes
	$(PY) -m tools.checks.determinism $(args)

# A crash fails too, unless it is a documented limit of the imitation (tools/checks/portability.py).
# .ci/run: `make portability args=--after-tests` (skips what make test and make determinism just ran).
portability: $(VENV)/.installed ## every block under every numeric condition this CPU imitates (only=…)
	$(PY) -m tools.checks.portability $(ONLY) $(args)

# .github/workflows/matrix.yml runs the same command, one job per combination (args="--combinations …").
matrix: $(VENV)/.installed ## every snippet on other TensorFlow and Keras releases (.matrix/ venvs; only=…)
	$(PY) -m tools.measure.matrix $(ONLY) $(args)

screenshots: $(VENV)/.installed ## PNGs of a topic page per language, light and dark (Debian chromium)
	$(PY) -m tools.generate.screenshots

lighthouse: $(VENV)/.installed ## Lighthouse CI: every page type x language x phone/desktop, budgets (npm)
	$(PY) -m tools.measure.lighthouse $(args)

clean: ## remove site/ and pytest's cache
	rm -rf site .pytest_cache
