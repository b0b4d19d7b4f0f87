"""Every page in every language, current with its English version and built the same way."""

from __future__ import annotations

import pytest

from tools.checks.translations import all_statuses

STATUSES = all_statuses()


@pytest.mark.parametrize("st", STATUSES, ids=lambda s: f"{s.lang}/{s.page}")
def test_translation_current(st):
    assert st.state == "ok", (
        f"{st.lang}/{st.page} is {st.state}: {st.detail}\n"
        f"Update the translation, then run: make translations mark={st.lang}/{st.page}"
    )
