"""Every fence on every page, in every language: executed and asserted, or explicitly shown only."""

from __future__ import annotations

import pytest

from tools.harness.execute import check_written, execute, fail_on_difference, normalise
from tools.harness.pages import LANGS, load_pages

PAGES = [page for lang in LANGS for page in load_pages(lang)]
# The same block shown in three languages runs in one pytest-xdist worker (``--dist loadgroup``), so
# it executes once and all three pages are compared with that execution. A block that is exactly one
# snippet file runs as `python snippets/<file>` (tools.harness.execute.run_standalone), in the group of
# that snippet's standalone test (tests/test_snippets.py), which shares the run.


# Test ids are str(block): the example first (`pytest -k tf2_global_norm` finds it in every language),
# then the language and the page, and no line number (clipping/tf2_global_norm@ko/clipping).
BLOCKS = [
    pytest.param(
        block,
        id=str(block),
        marks=[
            pytest.mark.xdist_group(block.snippet or block.where),
            pytest.mark.example(block.about, lang=block.lang, kind="page block"),
        ],
    )
    for page in PAGES
    for block in page.executed
]


@pytest.mark.parametrize(
    "page", [pytest.param(p, id=str(p), marks=pytest.mark.example(p.topic, lang=p.lang)) for p in PAGES]
)
def test_page_fences(page):
    """No fence the harness cannot classify, no include it cannot map, no output left unasserted."""
    assert not page.errors, "\n".join(page.errors)


@pytest.mark.parametrize("block", BLOCKS)
def test_block_output(block, snippet_server):
    result = execute(block, snippet_server)
    if result.error:
        pytest.fail(result.error, pytrace=False)
    expected = normalise(block.expected_output or "")
    actual = normalise(result.stdout)
    source = f"snippets/{block.expected_snippet}" if block.expected_snippet else "the page"
    fail_on_difference(
        expected,
        actual,
        fromfile=f"expected ({block.where}, from {source})",
        tofile=f"actual (running snippets/{block.snippet})",
        message=f"{block.where}: output differs from the page",
    )
    problems = check_written(result.files, block.snippet or block.where)
    assert not problems, f"{block.where}: " + "\n".join(problems)
