"""Every topic page as a notebook in its own language: generated, current, and runnable in a kernel."""

from __future__ import annotations

import functools
import re
import tempfile

import nbformat
import pytest

from tools.generate.notebooks import (
    notebook_path,
    page_to_notebook,
    render,
    render_view,
    topic_pages,
    view_path,
)
from tools.harness.pages import DEFAULT_LANG, LANGS, load_pages

SCRIPT = {"ko": re.compile(r"[\uac00-\ud7a3]"), "zh": re.compile(r"[\u4e00-\u9fff]")}
TOPICS = {lang: topic_pages(lang) for lang in LANGS}


def _cells(nb, kind):
    return [c for c in nb.cells if c.cell_type == kind]


def _stdout(cell) -> str:
    return "".join(o.get("text", "") for o in cell.outputs if o.get("name") == "stdout")


@pytest.mark.parametrize(
    "page",
    [
        pytest.param(p, id=str(p), marks=pytest.mark.example(p.topic, lang=p.lang))
        for lang in LANGS
        for p in TOPICS[lang]
    ],
)
def test_notebook_is_current(page):
    path = notebook_path(page.lang, page.name)
    assert path.exists(), f"{path} missing: run `make notebooks`"
    nb = page_to_notebook(page)
    assert path.read_text(encoding="utf-8") == render(page, nb), (
        f"{path.relative_to(path.parents[3])} is out of date with {page.where} or its snippets: "
        "run `make notebooks`"
    )
    view = view_path(page.lang, page.name)
    assert view.exists() and view.read_text(encoding="utf-8") == render_view(page, nb), (
        f"{view.relative_to(view.parents[3])}, the notebook view, is out of date: run `make notebooks`"
    )


@pytest.mark.parametrize("lang", LANGS)
def test_topic_pages_declare_their_notebook(lang):
    """`notebook: true` in the front matter is what puts the notebook links on a page."""
    wrong = [p.where for p in load_pages(lang) if bool(p.meta.get("notebook")) != bool(p.executed)]
    assert not wrong, f"front matter `notebook: true` must be set exactly on pages with code: {wrong}"


@pytest.mark.parametrize(
    "page",
    [
        pytest.param(p, id=str(p), marks=pytest.mark.example(p.topic, lang=p.lang))
        for lang in LANGS
        if lang != DEFAULT_LANG
        for p in TOPICS[lang]
    ],
)
def test_translated_notebooks_match_english_code(page):
    """Same code cells and stored outputs as English; markdown in the notebook's own language."""
    lang = page.lang
    nb = nbformat.read(notebook_path(lang, page.name), as_version=4)
    en = nbformat.read(notebook_path(DEFAULT_LANG, page.name), as_version=4)
    assert [c.source for c in _cells(nb, "code")] == [c.source for c in _cells(en, "code")], page.where
    assert [c.outputs for c in _cells(nb, "code")] == [c.outputs for c in _cells(en, "code")], page.where
    prose = "\n".join(c.source for c in _cells(nb, "markdown"))
    assert len(SCRIPT[lang].findall(prose)) > 100, f"{page.where}: notebook markdown is not in {lang}"


def _cell_params():
    """One test per code cell of every English notebook, named after the snippet the cell holds."""
    params = []
    for page in TOPICS[DEFAULT_LANG]:
        nb = nbformat.read(notebook_path(page.lang, page.name), as_version=4)
        cells = [n for n, c in enumerate(nb.cells) if c.cell_type == "code"]
        setup = len(cells) - len(page.executed)  # the device setup cell, if any, comes first
        for n, block in zip(cells[setup:], page.executed):
            params.append(
                pytest.param(
                    page,
                    n,
                    id=f"{block.about}@{page.lang}/notebooks/{page.topic}:{nb.cells[n].id}",
                    marks=[
                        pytest.mark.example(block.about, lang=page.lang),
                        pytest.mark.xdist_group(f"notebook {page.name}"),
                    ],
                )
            )
    return params


_ran: dict[str, nbformat.NotebookNode] = {}


def _execute(nb: nbformat.NotebookNode, cwd: str, kernels=None) -> nbformat.NotebookNode:
    """Run every cell of `nb` in a new kernel started in `cwd`: forked from `kernels`, or the usual way."""
    from nbclient import NotebookClient

    options = {"kernel_manager_class": kernels.kernel_manager_class()} if kernels else {}
    return NotebookClient(
        nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": cwd}}, **options
    ).execute()


@functools.cache
def _stored(lang: str, name: str) -> nbformat.NotebookNode:
    """The committed notebook, read once per worker (never mutated: the kernel runs its own copy)."""
    return nbformat.read(notebook_path(lang, name), as_version=4)


def _run_in_kernel(page, wanted: set[int], kernels) -> nbformat.NotebookNode:
    """The reader's "Run all" in a real Jupyter kernel, once per notebook (all of its cells are tests in one
    worker), forked from `kernels` (tools.harness.kernels.KernelServer). When only some cells are selected
    (--only, -k), the notebook runs with just those code cells, after its setup cell: every code cell is a
    whole example, so none depends on another."""

    if page.name not in _ran:
        nb = nbformat.read(notebook_path(page.lang, page.name), as_version=4)
        code = [n for n, c in enumerate(nb.cells) if c.cell_type == "code"]
        setup = set(code[: len(code) - len(page.executed)])
        if not set(code) <= wanted | setup:
            nb.cells = [c for n, c in enumerate(nb.cells) if c.cell_type != "code" or n in wanted | setup]
        with tempfile.TemporaryDirectory() as cwd:
            _execute(nb, cwd, kernels)
        _ran[page.name] = nb
    return _ran[page.name]


@pytest.mark.enable_socket  # the kernel talks to nbclient over ZeroMQ on 127.0.0.1 only
@pytest.mark.allow_hosts(["127.0.0.1"])
@pytest.mark.parametrize("page,cell", _cell_params())
def test_notebook_cell(page, cell, request, kernel_server):
    """Run in a kernel, the cell prints exactly the output the notebook stores (the page's output)."""
    selected = {
        item.callspec.params["cell"]
        for item in request.session.items
        if item.originalname == "test_notebook_cell" and item.callspec.params["page"].name == page.name
    }
    ran = _run_in_kernel(page, selected, kernel_server)
    stored = _stored(page.lang, page.name).cells[cell]
    got = [c for c in ran.cells if c.id == stored.id][0]
    errors = [o for o in got.outputs if o.output_type == "error"]
    assert not errors, (
        f"{page.lang}/notebooks/{page.topic}.ipynb {stored.id}: {errors[0].ename}: {errors[0].evalue}"
    )
    assert _stdout(got) == _stdout(stored), (
        f"{page.lang}/notebooks/{page.topic}.ipynb {stored.id}: the kernel printed\n{_stdout(got)}\n"
        f"but the page shows\n{_stdout(stored)}"
    )


@pytest.mark.example("distributed", lang="ko")
def test_downloaded_korean_notebook_runs_with_nbconvert(tmp_path):
    """What a Korean reader does with the download: `jupyter nbconvert --to notebook --execute`, in a
    kernel started the usual way. The distributed notebook: its first code cell splits the CPU into two
    logical devices, which only a kernel whose TensorFlow has not started yet allows."""
    import shutil
    import subprocess
    import sys
    from pathlib import Path

    source = notebook_path("ko", "distributed.md")
    shutil.copy(source, tmp_path / "distributed.ipynb")
    jupyter = Path(sys.executable).with_name("jupyter")
    proc = subprocess.run(
        [
            str(jupyter),
            "nbconvert",
            "--to",
            "notebook",
            "--execute",
            "distributed.ipynb",
            "--output",
            "ran.ipynb",
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    ran = nbformat.read(tmp_path / "ran.ipynb", as_version=4)
    shown = nbformat.read(source, as_version=4)
    for n, (cell, want) in enumerate(zip(_cells(ran, "code"), _cells(shown, "code")), 1):
        assert _stdout(cell) == _stdout(want), f"ko/distributed notebook, code cell {n}"


PROBE = [
    # the namespace is IPython's fresh one: what a cell may use without importing it
    "print(sorted(k for k in globals() if not k.startswith('_')))",
    "try:\n    np\nexcept NameError as e:\n    print(e)",
    # TensorFlow has not started: the first cell can still split the CPU (the distributed notebooks' setup)
    "import tensorflow as tf\n"
    "cpu = tf.config.list_physical_devices('CPU')[0]\n"
    "tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)\n"
    "print(len(tf.config.list_logical_devices('CPU')))",
    # the working directory, sys.path[0] and the environment are the ones jupyter_client asked for
    "import os, sys\nprint(os.path.basename(os.getcwd()), [p.replace(os.getcwd(), 'CWD') for p in sys.path])",
    # (its parent process is the server, so os.getppid() is the one thing that differs; see kernels.py)
    "print(os.environ.get('GRADIENTS_PROBE'), 'JPY_PARENT_PID' in os.environ)",
    "try:\n    import tools\nexcept ImportError as e:\n    print(type(e).__name__)",
    # a child process's exit status reaches the notebook (the server ignores SIGCHLD; the kernel must not)
    "import subprocess\nprint(subprocess.run([sys.executable, '-c', 'raise SystemExit(3)']).returncode)",
    "import matplotlib, gc\nprint(matplotlib.get_backend(), gc.isenabled())",
    # TensorFlow's Python logger as a kernel that imported it in a cell has it: INFO, to the cell's output
    "tf.compat.v1.logging.info('logged')\ntf.compat.v1.logging.error('logged')",
]


@pytest.mark.enable_socket
@pytest.mark.allow_hosts(["127.0.0.1"])
def test_a_forked_kernel_runs_a_notebook_as_a_fresh_kernel_does(tmp_path, kernel_server, monkeypatch):
    """The notebook tier's kernels are forked (tools.harness.kernels): the same probe notebook, run in a
    fresh kernel and in a forked one, prints the same thing in every cell."""
    monkeypatch.setenv("GRADIENTS_PROBE", "set after the server started")
    outputs = {}
    for way, kernels in [("fresh", None), ("forked", kernel_server)]:
        nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(code) for code in PROBE])
        (tmp_path / way / "work").mkdir(parents=True)
        before = kernel_server.forked
        _execute(nb, str(tmp_path / way / "work"), kernels)
        assert kernel_server.forked - before == (way == "forked"), f"the {way} kernel was not started so"
        outputs[way] = [[(o.output_type, o.get("text", o.get("ename"))) for o in c.outputs] for c in nb.cells]
    for code, fresh, forked in zip(PROBE, outputs["fresh"], outputs["forked"]):
        assert forked == fresh, f"cell\n{code}\nfresh kernel: {fresh}\nforked kernel: {forked}"
    assert outputs["forked"][2] == [("stream", "2\n")], outputs["forked"][2]
    assert outputs["forked"][6] == [("stream", "3\n")], outputs["forked"][6]
