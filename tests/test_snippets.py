"""The reader's copy-paste path: each snippet file, run on its own, prints exactly its ``.out``.

Snippets run through tools.harness.execute.SnippetServer (one `import tensorflow` per worker, a forked
child per snippet); tests/test_snippet_server.py proves it catches what a fresh interpreter catches.
"""

from __future__ import annotations

import pytest

from tools.harness.execute import IMAGES, run_standalone, settle
from tools.harness.model import LANGS, SNIPPETS, examples
from tools.harness.pages import load_pages

EXAMPLES = examples()


def test_every_snippet_has_its_output():
    missing = [str(e) for e in EXAMPLES if not e.out.exists()]
    orphans = [
        str(p.relative_to(SNIPPETS)) for p in SNIPPETS.rglob("*.out") if not p.with_suffix(".py").exists()
    ]
    assert not missing and not orphans, f"no .out for {missing}; no .py for {orphans}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_snippet_is_on_a_page(lang):
    shown = {b.snippet for page in load_pages(lang) for b in page.executed}
    unused = [str(e) for e in EXAMPLES if e.file not in shown]
    assert not unused, f"{lang}: snippets no page executes: {unused}"


def test_every_plot_is_made_by_a_snippet():
    """A matplotlib image in docs/img must be one a snippet writes (and so is re-checked on every run);
    only hand-drawn SVGs (such as the pipeline picture) may have no generator."""
    sources = "\n".join(e.path.read_text(encoding="utf-8") for e in EXAMPLES)
    plots = [p.name for p in IMAGES.glob("*") if b"Matplotlib" in p.read_bytes()]
    assert plots, "no plot in docs/img"
    unmade = [name for name in plots if f'"{name}"' not in sources]
    assert not unmade, f"docs/img plots no snippet writes: {unmade}"


@pytest.mark.parametrize(
    "example",
    [
        pytest.param(e, id=str(e), marks=[pytest.mark.example(str(e)), pytest.mark.xdist_group(e.file)])
        for e in EXAMPLES
    ],
)
def test_snippet_standalone(example, snippet_server, request):
    """Check mode; with --update-outputs (`make outputs` runs the same path) the run's output and files
    are written in place instead, and the test lists what it changed. The run happens once per worker:
    the page blocks that show this file exactly (tests/test_pages.py, same xdist group) compare with it."""
    # An empty working directory, as a reader's: a snippet must not depend on the repository.
    proc, files = run_standalone(snippet_server, example)
    snippet = example.file
    assert proc.returncode == 0, f"python snippets/{snippet} exited {proc.returncode}\n{proc.stderr[-3000:]}"
    update = request.config.getoption("update_outputs")
    changes = settle(example, proc, files, update=update)
    if update:
        request.node.user_properties += [("updated", change.split("\n", 1)[0]) for change in changes]
    else:
        assert not changes, "\n".join(changes)
