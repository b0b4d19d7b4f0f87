"""No page uses a rendering the glossary marks as wrong."""

from __future__ import annotations

import re

import pytest

from tools.checks.glossary import COLUMNS, WRONG, rows, wrong_terms
from tools.harness.pages import DOCS, page_names


def test_glossary_table_is_well_formed():
    table = rows()
    assert len(table) >= 20
    assert all(len(r) == len(COLUMNS) + len(WRONG) for r in table), "every row needs 5 cells"
    for lang in WRONG:
        # A wrong rendering must never also be listed as the right one.
        right = {t.strip() for r in table for t in r[COLUMNS[lang]].split(",")}
        assert not right & set(wrong_terms(lang))


@pytest.mark.parametrize(
    "lang,name", [(lang, n) for lang in WRONG for n in page_names(lang) if n != "glossary.md"]
)
def test_no_wrong_terms(lang, name):
    text = (DOCS / lang / name).read_text(encoding="utf-8")
    found = []
    for bad, meant in wrong_terms(lang).items():
        for m in re.finditer(re.escape(bad), text):
            line = text.count("\n", 0, m.start()) + 1
            found.append(f"{lang}/{name}:{line}: '{bad}' (for '{meant}'; see the glossary)")
    assert not found, "\n".join(found)
