"""Every fence on every page, in every language: executed and asserted, or explicitly shown only."""

from __future__ import annotations

import pytest

from tools.execute import check_written, execute, fail_on_difference, normalise
from tools.pages import LANGS, load_pages

PAGES = [page for lang in LANGS for page in load_pages(lang)]
# The same block shown in three languages runs in one pytest-xdist worker (``--dist loadgroup``), so
# it executes once and all three pages are compared with that execution.


def _about(block) -> str:
    """The example a block shows ("clipping/tf2_global_norm"), or its page's topic if it is not one
    snippet."""
    return block.snippet[:-3] if block.snippet else block.page[:-3]


# Test ids name the example first (`pytest -k tf2_global_norm` finds it in every language), then where it is.
BLOCKS = [
    pytest.param(
        block,
        id=f"{_about(block)}@{block.id}",
        marks=[
            pytest.mark.xdist_group(block.snippet or block.id),
            pytest.mark.example(_about(block), lang=block.lang, kind="page block"),
        ],
    )
    for page in PAGES
    for block in page.executed
]


@pytest.mark.parametrize(
    "page", [pytest.param(p, id=p.id, marks=pytest.mark.example(p.name[:-3], lang=p.lang)) for p in PAGES]
)
def test_page_fences(page):
    """No fence the harness cannot classify, no include it cannot map, no output left unasserted."""
    assert not page.errors, "\n".join(page.errors)


@pytest.mark.parametrize("block", BLOCKS)
def test_block_output(block):
    result = execute(block)
    if result.error:
        pytest.fail(result.error, pytrace=False)
    expected = normalise(block.expected_output or "")
    actual = normalise(result.stdout)
    source = f"snippets/{block.expected_snippet}" if block.expected_snippet else "the page"
    fail_on_difference(
        expected,
        actual,
        fromfile=f"expected ({block.id}, from {source})",
        tofile=f"actual (running snippets/{block.snippet})",
        message=f"{block.id}: output differs from the page",
    )
    problems = check_written(result.files, block.snippet or block.id)
    assert not problems, f"{block.id}: " + "\n".join(problems)
