"""Every topic page as a notebook in its own language: generated, current, and runnable in a kernel."""

from __future__ import annotations

import re
import tempfile

import nbformat
import pytest

from tools.notebooks import notebook_path, render, topic_pages
from tools.pages import DEFAULT_LANG, LANGS, load_pages

SCRIPT = {"ko": re.compile(r"[\uac00-\ud7a3]"), "zh": re.compile(r"[\u4e00-\u9fff]")}
TOPICS = {lang: topic_pages(lang) for lang in LANGS}


def _cells(nb, kind):
    return [c for c in nb.cells if c.cell_type == kind]


def _stdout(cell) -> str:
    return "".join(o.get("text", "") for o in cell.outputs if o.get("name") == "stdout")


@pytest.mark.parametrize("page", [p for lang in LANGS for p in TOPICS[lang]], ids=lambda p: p.id)
def test_notebook_is_current(page):
    path = notebook_path(page.lang, page.name)
    assert path.exists(), f"{path} missing: run `make notebooks`"
    assert path.read_text(encoding="utf-8") == render(page), (
        f"{path.relative_to(path.parents[3])} is out of date with {page.id} or its snippets: run `make notebooks`"
    )


@pytest.mark.parametrize("lang", LANGS)
def test_topic_pages_declare_their_notebook(lang):
    """`notebook: true` in the front matter is what puts the notebook links on a page."""
    wrong = [p.id for p in load_pages(lang) if bool(p.meta.get("notebook")) != bool(p.executed)]
    assert not wrong, f"front matter `notebook: true` must be set exactly on pages with code: {wrong}"


@pytest.mark.parametrize("lang", [l for l in LANGS if l != DEFAULT_LANG])
def test_translated_notebooks_match_english_code(lang):
    """Same code cells and stored outputs as English; markdown in the notebook's own language."""
    for page in TOPICS[lang]:
        nb = nbformat.read(notebook_path(lang, page.name), as_version=4)
        en = nbformat.read(notebook_path(DEFAULT_LANG, page.name), as_version=4)
        assert [c.source for c in _cells(nb, "code")] == [c.source for c in _cells(en, "code")], page.id
        assert [c.outputs for c in _cells(nb, "code")] == [c.outputs for c in _cells(en, "code")], page.id
        prose = "\n".join(c.source for c in _cells(nb, "markdown"))
        assert len(SCRIPT[lang].findall(prose)) > 100, f"{page.id}: notebook markdown is not in {lang}"


@pytest.mark.enable_socket  # the kernel talks to nbclient over ZeroMQ on 127.0.0.1 only
@pytest.mark.allow_hosts(["127.0.0.1"])
@pytest.mark.parametrize("page", TOPICS[DEFAULT_LANG], ids=lambda p: f"{p.lang}/notebooks/{p.name[:-3]}.ipynb")
def test_notebook_runs_in_a_kernel(page):
    """The reader's "Run all": a real Jupyter kernel prints, cell by cell, the outputs the page shows."""
    from nbclient import NotebookClient

    nb = nbformat.read(notebook_path(page.lang, page.name), as_version=4)
    expected = [_stdout(c) for c in _cells(nb, "code")]  # stored outputs (the setup cell has none)
    with tempfile.TemporaryDirectory() as cwd:
        NotebookClient(nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": cwd}}).execute()
    for n, (cell, want) in enumerate(zip(_cells(nb, "code"), expected), 1):
        got = _stdout(cell)
        errors = [o for o in cell.outputs if o.output_type == "error"]
        assert not errors, f"{page.id} code cell {n}: {errors[0].ename}: {errors[0].evalue}"
        assert got == want, f"{page.id} code cell {n}: kernel printed\n{got}\nbut the page shows\n{want}"


def test_downloaded_korean_notebook_runs_with_nbconvert(tmp_path):
    """What a Korean reader does with the download: `jupyter nbconvert --to notebook --execute`."""
    import shutil
    import subprocess
    import sys
    from pathlib import Path

    source = notebook_path("ko", "clipping.md")
    shutil.copy(source, tmp_path / "clipping.ipynb")
    jupyter = Path(sys.executable).with_name("jupyter")
    proc = subprocess.run(
        [str(jupyter), "nbconvert", "--to", "notebook", "--execute", "clipping.ipynb", "--output", "ran.ipynb"],
        cwd=tmp_path, capture_output=True, text=True, timeout=900,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    ran = nbformat.read(tmp_path / "ran.ipynb", as_version=4)
    shown = nbformat.read(source, as_version=4)
    for n, (cell, want) in enumerate(zip(_cells(ran, "code"), _cells(shown, "code")), 1):
        assert _stdout(cell) == _stdout(want), f"ko/clipping notebook, code cell {n}"
