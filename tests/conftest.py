"""Hermetic settings for every test process, set before TensorFlow or Keras is imported."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections import Counter
from pathlib import Path

import pytest

from tools.harness.execute import hermetic_environ
from tools.harness.model import select

# One throwaway directory per `pytest` invocation, made by the main process and inherited by the
# pytest-xdist workers and every subprocess (standalone snippet runs, kernels): Keras writes
# ~/.keras/keras.json on import and matplotlib caches fonts in ~/.config, so both go here, never into the
# user's home; pytest's own tmp_path directories go here too (--basetemp). The main process removes it
# at the end, so a run leaves the temp dir as it found it.
_OWNER = "GRADIENTS_DOC_TESTS_TMP" not in os.environ
if _OWNER:
    os.environ["GRADIENTS_DOC_TESTS_TMP"] = tempfile.mkdtemp(prefix="gradients-doc-tests-")
SCRATCH = Path(os.environ["GRADIENTS_DOC_TESTS_TMP"])
os.environ.update(hermetic_environ(str(SCRATCH)))

# urllib3 (pulled in by TensorFlow) probes IPv6 support by opening a socket at import time. Import it
# here, before pytest-socket blocks sockets, so that probe is not reported as a network attempt; any
# real connection from a block still raises SocketBlockedError and fails that block.
import urllib3  # noqa: E402,F401


def pytest_addoption(parser):
    parser.addoption(
        "--only",
        metavar="TOPIC[/EXAMPLE]",
        help="run only the tests of one example (clipping/tf2_global_norm: its block on the page in every "
        "language, its standalone run, its notebook cell) or of one topic (clipping), page checks included",
    )
    parser.addoption(
        "--update-outputs",
        action="store_true",
        help="the standalone runs write what the snippets print and draw (.out, docs/img) instead of "
        "failing on a difference; `make outputs` is this over every snippet, notebooks regenerated after",
    )


def pytest_configure(config):
    if _OWNER and not config.option.basetemp:
        config.option.basetemp = str(SCRATCH / "pytest")  # pytest-xdist gives each worker a folder in it


def pytest_unconfigure(config):
    if _OWNER:
        shutil.rmtree(SCRATCH, ignore_errors=True)
        del os.environ["GRADIENTS_DOC_TESTS_TMP"]


def _about(item) -> str | None:
    marker = item.get_closest_marker("example")
    return marker.args[0] if marker else None


def pytest_collection_modifyitems(config, items):
    """Tests say what they are about with ``@pytest.mark.example("<topic>/<example>", lang=...)`` (or just
    "<topic>" for a page-level check); the report carries it as structured data, and --only selects by it."""
    for item in items:
        marker = item.get_closest_marker("example")
        if marker:
            item.user_properties.append(("example", marker.args[0]))
            item.user_properties += [(key, value) for key, value in marker.kwargs.items() if value]
    only = config.getoption("only")
    if not only:
        return
    try:  # the one meaning of only= (tools.harness.model.select); a test about nothing is never chosen
        keep = select(only, [item for item in items if _about(item)], key=_about)
    except LookupError as exc:
        raise pytest.UsageError(str(exc)) from None
    chosen = set(map(id, keep))
    config.hook.pytest_deselected(items=[item for item in items if id(item) not in chosen])
    items[:] = keep


@pytest.fixture(scope="session")
def snippet_server():
    """`python <snippet>` without paying `import tensorflow` each time (tools.harness.execute.SnippetServer;
    proven equivalent to a fresh interpreter by tests/test_snippet_server.py). One per worker."""
    from tools.harness.execute import SnippetServer

    # The environment as it is: a reader's `python snippet.py` gets this CPU's oneDNN default (on only
    # where tools/checks/portability.py ONEDNN_DEFAULT_ON_FLAGS says), and `make determinism` sets it off.
    server = SnippetServer(dict(os.environ))
    yield server
    server.close()


@pytest.fixture(scope="session")
def kernel_server():
    """Jupyter kernels forked from a process that imported TensorFlow once (tools.harness.kernels; proven
    equivalent to a fresh kernel by tests/test_notebooks.py). One per worker."""
    from tools.harness.kernels import KernelServer

    server = KernelServer(dict(os.environ))
    yield server
    server.close()


@pytest.fixture(scope="session")
def built_site() -> Path:
    """The strict build of all three languages, made once per `pytest` run and shared by its workers:
    the first worker that needs it builds it (three mkdocs processes side by side), the others wait."""
    import fcntl

    from tools.site.build import build

    out, failed = SCRATCH / "site", SCRATCH / "site-build-failed.txt"
    with open(SCRATCH / "site.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (out / "index.html").exists() and not failed.exists():
            try:
                seconds = build(out)  # raises SystemExit with mkdocs' log on any warning (--strict)
                if TIMINGS:
                    _timing({"build": seconds})
                print(f"\nmkdocs build --strict, 3 languages: {seconds:.1f} s")
            except SystemExit as exc:
                failed.write_text(str(exc), encoding="utf-8")
    if failed.exists():
        pytest.fail(failed.read_text(encoding="utf-8"), pytrace=False)
    return out


# `make bench` (tools/measure/bench.py) sets DOC_TESTS_TIMINGS to a file: one JSON line per test phase,
# written by the process that reports (the main one under pytest-xdist), plus the site build's own seconds.
TIMINGS = os.environ.get("DOC_TESTS_TIMINGS")


def _timing(line: dict) -> None:
    import json

    assert TIMINGS is not None
    with open(TIMINGS, "a", encoding="utf-8") as f:
        f.write(json.dumps(line) + "\n")


def pytest_sessionstart(session):
    if TIMINGS and "PYTEST_XDIST_WORKER" not in os.environ:
        import time

        session.config._doc_tests_started = time.perf_counter()


def pytest_sessionfinish(session):
    if TIMINGS and "PYTEST_XDIST_WORKER" not in os.environ:
        import time

        workers = getattr(session.config.option, "numprocesses", None) or 1
        wall = time.perf_counter() - session.config._doc_tests_started
        _timing({"wall": wall, "workers": workers})


_executed: Counter = Counter()
_updated: list[str] = []
_checks: Counter = Counter()  # (browser check, language, outcome) -> tests


def pytest_runtest_logreport(report):
    labels = dict(report.user_properties)
    if TIMINGS and "PYTEST_XDIST_WORKER" not in os.environ:
        _timing(
            {
                "test": report.nodeid,
                "when": report.when,
                "seconds": report.duration,
                "about": labels.get("example"),
            }
        )
    if report.when == "call":
        _updated.extend(value for key, value in report.user_properties if key == "updated")
    # Count executed page blocks per language (works with and without pytest-xdist).
    if report.when == "call" and labels.get("kind") == "page block":
        _executed[(labels["lang"], report.outcome)] += 1
    # Browser tests label themselves (tests/test_browser.py); a failed setup counts as failed.
    if report.when == "call" or report.outcome != "passed":
        for key, check in report.user_properties:  # a test may make several checks
            if key == "reader_check":
                _checks[(check, labels["lang"], report.outcome)] += 1


def pytest_terminal_summary(terminalreporter, config):
    if config.getoption("update_outputs"):
        terminalreporter.section("--update-outputs: written")
        for line in sorted(_updated) or ["nothing: every output was already current"]:
            terminalreporter.write_line(line)
    if _executed:
        terminalreporter.section("executed page blocks per language")
        for lang in sorted({lang for lang, _ in _executed}):
            passed = _executed[(lang, "passed")]
            failed = _executed[(lang, "failed")]
            terminalreporter.write_line(
                f"{lang}: {passed + failed} executed, {passed} passed, {failed} failed"
            )
    if _checks:
        terminalreporter.section("browser checks per language")
        langs = sorted({lang for _, lang, _ in _checks})
        terminalreporter.write_line(f"{'check':42}" + "".join(f"{lang:>16}" for lang in langs))
        for check in sorted({check for check, _, _ in _checks}):
            cells = []
            for lang in langs:
                counts = {o: _checks[(check, lang, o)] for o in ("passed", "failed", "skipped")}
                total = sum(counts.values())
                cells.append(
                    f"{counts['passed']}/{total} passed"
                    if counts["passed"] == total
                    else ", ".join(f"{n} {o}" for o, n in counts.items() if n) or "not run"
                )
            terminalreporter.write_line(f"{check:42}" + "".join(f"{c:>16}" for c in cells))
