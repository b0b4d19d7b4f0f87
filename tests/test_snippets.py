"""The reader's copy-paste path: each snippet file, run on its own, prints exactly its ``.out``."""

from __future__ import annotations

import difflib
import os
import subprocess
import sys

import pytest

from tools.pages import LANGS, SNIPPETS, load_pages, snippet_files

SNIPPETS_PY = snippet_files()


def test_every_snippet_has_its_output():
    outs = sorted(str(p.relative_to(SNIPPETS)) for p in SNIPPETS.rglob("*.out"))
    missing = [s for s in SNIPPETS_PY if s[:-3] + ".out" not in outs]
    orphans = [o for o in outs if o[:-4] + ".py" not in SNIPPETS_PY]
    assert not missing and not orphans, f"no .out for {missing}; no .py for {orphans}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_snippet_is_on_a_page(lang):
    shown = {b.snippet for page in load_pages(lang) for b in page.executed}
    unused = [s for s in SNIPPETS_PY if s not in shown]
    assert not unused, f"{lang}: snippets no page executes: {unused}"


@pytest.mark.parametrize("snippet", SNIPPETS_PY)
def test_snippet_standalone(snippet):
    path = SNIPPETS / snippet
    expected = path.with_suffix(".out").read_text(encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, str(path)],
        cwd=path.parent,  # not the repository: a snippet must not depend on where it is run from
        capture_output=True,
        text=True,
        timeout=600,
        env=os.environ.copy(),
    )
    assert proc.returncode == 0, f"python snippets/{snippet} exited {proc.returncode}\n{proc.stderr[-3000:]}"
    if proc.stdout != expected:
        diff = "".join(
            difflib.unified_diff(
                expected.splitlines(keepends=True),
                proc.stdout.splitlines(keepends=True),
                fromfile=f"snippets/{snippet[:-3]}.out",
                tofile=f"python snippets/{snippet}",
            )
        )
        pytest.fail(f"python snippets/{snippet} prints something else\n{diff}", pytrace=False)
