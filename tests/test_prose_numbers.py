"""Every number in the prose of every page, in every language, is accounted for
(tools/checks/prose_numbers.py).

One test per page and language: the page's numbers are printed by one of its blocks, inputs in its code,
marked quotes, checked derivations or structural; a translation carries the English page's numbers,
section by section. A failure names ``lang/page.md:line``, the number and why it is not accounted for.
"""

from __future__ import annotations

import pytest

from tools.checks.prose_numbers import account, problems
from tools.harness.pages import DEFAULT_LANG, LANGS, load_page, page_names

PAGES = [(lang, name) for lang in LANGS for name in page_names(lang)]


@pytest.mark.parametrize(
    "lang,name",
    [
        pytest.param(
            lang, name, id=f"{lang}/{name}", marks=pytest.mark.example(name.removesuffix(".md"), lang=lang)
        )
        for lang, name in PAGES
    ],
)
def test_every_number_in_the_prose_is_accounted_for(lang, name):
    english = load_page(DEFAULT_LANG, name) if lang != DEFAULT_LANG else None
    found = problems(account(load_page(lang, name)), english)
    if found:
        header = f"{len(found)} problem(s) with the numbers of {lang}/{name}:"
        pytest.fail("\n".join([header, *found]), pytrace=False)


# ---- the check fires: fixture pages around a real snippet (global norm 13.0, max_norm = 6.5) -----------

FIXTURE = """\
---
notebook: true
---

# Fixture

```python
--8<-- "clipping/tf2_global_norm.py"
```

1.  One.
2.  Two.
3.  Three.

<!--pytest-codeblocks:expected-output-->
```text title="Output"
--8<-- "clipping/tf2_global_norm.out"
```

{prose}
"""


def _check(prose: str, lang: str = "en", english: str | None = None) -> list[str]:
    page = load_page(lang, "fixture.md", FIXTURE.format(prose=prose))
    assert not page.errors, page.errors
    source = None if english is None else load_page("en", "fixture.md", FIXTURE.format(prose=english))
    return problems(account(page), source)


GOOD = (
    "The global norm is 13.0 and `max_norm = 6.5`, so the factor is `6.5 / 13.0 = 0.5`; the clipped "
    "gradient of `b` is 6, about half of 12 (11.9 is 2.9828014[^post] rounded up).\n"
    "<!-- derived: 11.9 ≈ 12 - 0.1 -->\n\n"
    "[^post]: The post “Fixture”, which printed `2.9828014`."
)


def test_accounted_prose_passes_and_is_classified():
    page = load_page("en", "fixture.md", FIXTURE.format(prose=GOOD))
    acc = account(page)
    assert not acc.unaccounted() and not acc.errors, acc.errors
    classes = {n.token: c for n, c in zip(acc.numbers, acc.classes)}
    assert classes == {
        "13.0": "printed",
        "6.5": "input",
        "0.5": "derived",
        "6": "printed",
        "12": "printed",
        "11.9": "derived",
        "2.9828014": "quote",
    }


@pytest.mark.parametrize(
    "prose, message",
    [
        pytest.param(
            "The global norm is 13.1.", "en/fixture.md:20: 13.1 is not accounted for", id="changed-digit"
        ),
        pytest.param(
            "`6.5 / 13.0 = 0.6`", "0.6 does not follow from 6.5 / 13.0 (= 0.5)", id="wrong-equation"
        ),
        pytest.param(
            "About 11.9. <!-- derived: 11.9 ≈ 12 - 0.2 -->",
            "11.9 does not follow from 12 - 0.2",
            id="wrong-comment",
        ),
        pytest.param(
            "It is 77.5. <!-- derived: 77.5 = 155 / 2 -->",
            "77.5 is derived from 155, which the page does not account for",
            id="derived-from-nothing",
        ),
        pytest.param("It was 2.9828014[^post].", "footnote [^post] is not defined", id="undefined-footnote"),
        pytest.param(
            "It was 2.9828014[^post].\n\n[^post]: a post, 2.9828014.",
            "footnote [^post] does not name its source",
            id="unnamed-source",
        ),
        pytest.param(
            "It was 2.9828014[^post].\n\n[^post]: The post “Fixture”, which printed 2.9828015.",
            "2.9828014 is not accounted for",
            id="quote-not-in-source",
        ),
        pytest.param("In 2019 it changed.", "2019 is not accounted for", id="a-year"),
    ],
)
def test_each_unaccounted_number_fails(prose, message):
    problems = "\n".join(_check(prose))
    assert message in problems, problems


def test_a_translation_may_not_drop_add_or_alter_a_number():
    english = "The global norm is 13.0, and `b` moves by -0.6."
    assert _check("전역 노름은 13.0이고 `b`는 -0.6만큼 움직입니다.", "ko", english) == []
    altered = "\n".join(_check("전역 노름은 13.0이고 `b`는 -0.15만큼 움직입니다.", "ko", english))
    assert "ko/fixture.md:20: -0.15 is not in the English section" in altered, altered
    assert "drops -0.6 of en/fixture.md:20" in altered, altered
    # Small integers in running text are counting words; in inline code they are values.
    assert (
        _check(
            "전역 노름은 13.0이고 `b`는 -0.6만큼 움직입니다. 변수는 두 개입니다.",
            "ko",
            english + " 2 variables.",
        )
        == []
    )
    dropped = "\n".join(_check("전역 노름은 13.0이고 `b`는 -0.6만큼 움직입니다.", "ko", english + " `x = 2`"))
    assert "drops 2 of en/fixture.md:20" in dropped, dropped


def test_an_output_change_fails_the_prose():
    """The stale-prose case: the output changes, the sentence does not."""
    page = load_page("en", "fixture.md", FIXTURE.format(prose="The global norm is 13.0."))
    [block] = page.executed
    block.expected_output = block.expected_output.replace("13.0", "13.5")
    acc = account(page)
    assert [n.token for n in acc.unaccounted()] == ["13.0"]


def test_inline_code_wrapped_onto_the_next_line_is_still_code():
    """A code span the line wrap splits counts as code on both lines (a small integer in code is a value
    a translation must keep; in running text it may be a word)."""
    prose = "It raises ``Error 1: `a`\n`b` 2`` 3 times, `4`."
    page = load_page("en", "fixture.md", FIXTURE.format(prose=prose))
    assert [(n.token, n.in_code) for n in account(page).numbers] == [
        ("1", True),
        ("2", True),
        ("3", False),
        ("4", True),
    ]
