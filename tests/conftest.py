"""Hermetic settings for every test process, set before TensorFlow or Keras is imported."""

from __future__ import annotations

import os
import tempfile
from collections import Counter

from tests.execute import hermetic_environ

# Keras writes ~/.keras/keras.json on import, matplotlib caches fonts in ~/.config: keep both in a
# throwaway directory, never in the user's home. Subprocesses (standalone snippet runs) inherit this.
os.environ.update(hermetic_environ(tempfile.mkdtemp(prefix="gradients-doc-tests-")))

# urllib3 (pulled in by TensorFlow) probes IPv6 support by opening a socket at import time. Import it
# here, before pytest-socket blocks sockets, so that probe is not reported as a network attempt; any
# real connection from a block still raises SocketBlockedError and fails that block.
import urllib3  # noqa: E402,F401

_executed: Counter = Counter()


def pytest_runtest_logreport(report):
    # Count executed page blocks per language (works with and without pytest-xdist).
    if report.when == "call" and report.nodeid.split("::")[-1].startswith("test_block_output["):
        lang = report.nodeid.split("[", 1)[1].split("/", 1)[0]
        _executed[(lang, report.outcome)] += 1


def pytest_terminal_summary(terminalreporter):
    if not _executed:
        return
    terminalreporter.section("executed page blocks per language")
    langs = sorted({lang for lang, _ in _executed})
    for lang in langs:
        passed = _executed[(lang, "passed")]
        failed = _executed[(lang, "failed")]
        terminalreporter.write_line(f"{lang}: {passed + failed} executed, {passed} passed, {failed} failed")
