"""The glossary table (snippets/glossary/terms.md), shown on every language's glossary page and used to
find wrong renderings of a term on any page."""

from __future__ import annotations

from tools.harness.model import LANGUAGES, SNIPPETS

TERMS = SNIPPETS / "glossary" / "terms.md"


def _table() -> list[list[str]]:
    table = [line for line in TERMS.read_text(encoding="utf-8").splitlines() if line.startswith("|")]
    return [[c.strip() for c in row.strip().strip("|").split("|")] for row in table]


# The columns are named by each language's own name (the language selector's): `한국어` holds the term,
# `✗ 한국어` the renderings that are wrong for it.
_HEAD = _table()[0]
COLUMNS = {lang.code: _HEAD.index(lang.name) for lang in LANGUAGES}
WRONG = {lang.code: _HEAD.index(f"✗ {lang.name}") for lang in LANGUAGES if f"✗ {lang.name}" in _HEAD}


def rows() -> list[list[str]]:
    return _table()[2:]


def wrong_terms(lang: str) -> dict[str, str]:
    """Wrong rendering -> the English term it was meant for."""
    out = {}
    for row in rows():
        for bad in filter(None, (w.strip() for w in row[WRONG[lang]].split(","))):
            out[bad] = row[COLUMNS["en"]]
    return out
