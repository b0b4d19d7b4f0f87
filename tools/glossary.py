"""The glossary table (snippets/glossary/terms.md), shown on every language's glossary page and used to
find wrong renderings of a term on any page."""

from __future__ import annotations

from pathlib import Path

TERMS = Path(__file__).resolve().parent.parent / "snippets" / "glossary" / "terms.md"
COLUMNS = {"en": 0, "ko": 1, "zh": 2}
WRONG = {"ko": 3, "zh": 4}


def rows() -> list[list[str]]:
    table = [line for line in TERMS.read_text(encoding="utf-8").splitlines() if line.startswith("|")]
    return [[c.strip() for c in row.strip().strip("|").split("|")] for row in table[2:]]


def wrong_terms(lang: str) -> dict[str, str]:
    """Wrong rendering -> the English term it was meant for."""
    out = {}
    for row in rows():
        for bad in filter(None, (w.strip() for w in row[WRONG[lang]].split(","))):
            out[bad] = row[COLUMNS["en"]]
    return out
