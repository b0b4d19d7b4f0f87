"""The questions readers bring (snippets/questions.yml) hold the pages: the corpus is well formed, the
questions page of every language is what the data generates, every answer's section exists in every
language and shows an executed block, and every answered error message is printed by one."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from tools.generate import questions as gen
from tools.harness.model import LANGS, SNIPPETS, TRANSLATED, Example
from tools.harness.pages import headings, load_pages

QUESTIONS = gen.load()
IN_SCOPE = [q for q in QUESTIONS if q.in_scope]
LINKED = [q for q in IN_SCOPE if q.status != "open"]
ANSWERED = [q for q in IN_SCOPE if q.status == "answered"]


def test_every_entry_is_well_formed():
    problems = []
    for q in QUESTIONS:
        where = f"snippets/questions.yml {q.id}"
        if q.kind not in gen.KINDS or q.area not in gen.AREAS or q.status not in gen.STATUSES:
            problems.append(f"{where}: kind {q.kind!r}, area {q.area!r}, status {q.status!r}")
        if not (q.scope == "in" or re.fullmatch(r"out: \S.*", q.scope)):
            problems.append(f"{where}: scope must be `in` or `out: <reason>`, not {q.scope!r}")
        if not q.sources or not all(s.startswith(("https://", "http://")) for s in q.sources):
            problems.append(f"{where}: sources must be links to the threads")
        if not re.fullmatch(r"threads: \d+(; votes: \d+)?(; views: [\d.]+k?)?", q.signal):
            problems.append(f"{where}: signal {q.signal!r} is not `threads: N[; votes: N][; views: N]`")
        if (q.kind == "error") != bool(q.error):
            problems.append(f"{where}: an error message exactly when the kind is `error`")
        if bool(q.answer) != (q.status != "open") or (
            q.answer and not re.fullmatch(r"[\w-]+\.md#[\w-]+", q.answer)
        ):
            problems.append(
                f"{where}: answer {q.answer!r} must be page.md#anchor exactly when answered or partial"
            )
        for name in q.examples:
            if not Example.parse(name).path.exists():
                problems.append(f"{where}: no snippets/{name}.py")
        if q.status == "answered" and not q.examples:
            problems.append(f"{where}: answered, but by no example")
        if q.in_scope and sorted(q.translations) != sorted(TRANSLATED):
            problems.append(f"{where}: translations {sorted(q.translations)}, want {sorted(TRANSLATED)}")
    ids = Counter(q.id for q in QUESTIONS)
    problems += [f"snippets/questions.yml: id {i} used {n} times" for i, n in ids.items() if n > 1]
    out = len(QUESTIONS) - len(IN_SCOPE)
    if out * 10 > len(QUESTIONS):
        problems.append(f"{out} of {len(QUESTIONS)} questions out of scope: at most 10 %")
    assert not problems, "\n".join(problems)


def test_questions_page_is_current():
    stale = [
        str(path.relative_to(SNIPPETS.parent))
        for path, text in gen.pages(QUESTIONS).items()
        if not path.exists() or path.read_text(encoding="utf-8") != text
    ]
    assert not stale, f"out of date (python -m tools.generate.questions): {stale}"


def _sections(lang: str) -> dict[str, dict[str, tuple[int, int]]]:
    """Per page, each explicit heading id and the page lines its section spans."""
    return {
        page.name: {h.id: (h.line, h.end) for h in headings(page.source) if h.id} for page in load_pages(lang)
    }


@pytest.mark.parametrize("lang", LANGS)
def test_every_answer_is_a_section_with_an_executed_block(lang):
    """Each answered or partly answered question links to a section that exists in this language (the
    same id in every language); an answered one's section runs each example it names."""
    sections = _sections(lang)
    executed = {
        page.name: [(b.page_line, str(b.example)) for b in page.executed if b.example]
        for page in load_pages(lang)
    }
    problems = []
    for q in LINKED:
        span = sections.get(q.page, {}).get(q.anchor)
        if span is None:
            problems.append(f"{q.id}: {lang}/{q.answer} does not exist")
            continue
        shown = {name for line, name in executed[q.page] if span[0] < line < span[1]}
        if q.status == "answered" and not shown:
            problems.append(f"{q.id}: {lang}/{q.answer} (lines {span[0]}–{span[1]}) has no executed block")
        missing = [name for name in q.examples if name not in shown]
        if missing:
            problems.append(f"{q.id}: {lang}/{q.answer} does not run {missing}")
    assert not problems, "\n".join(problems)


def _other_release_outputs(names: list[str]) -> list[str]:
    """What the examples print on the other TensorFlow and Keras releases, where that differs from the
    page: the note under the example shows it (overrides/hooks/compat.py), and tests/test_matrix.py holds
    matrix.json to the current snippet (a result of an older snippet is not counted here)."""
    from overrides.hooks import compat
    from tools.measure.matrix import snippet_hash

    combinations = compat.data()["combinations"].values()
    found = []
    for name in names:
        current = snippet_hash(Example.parse(name).file)
        for combination in combinations:
            result = combination["results"].get(name, {})
            if result.get("sha256") == current and result.get("status") == "differs":
                found.append(result["output"])
    return found


def test_every_answered_error_is_printed_by_its_example():
    """The reader sees the message they pasted, produced today: the part of it the entry records as
    printed (at least 25 characters, inside the message) is in the asserted output of one of its examples,
    or, for a message only another release gives (Keras 2 through tf-keras), in what that release prints
    for the example, which the page shows under it."""
    problems = []
    for q in ANSWERED:
        if q.kind != "error":
            continue
        if len(q.printed) < 25 or q.printed not in q.error:
            problems.append(
                f"{q.id}: printed {q.printed!r} must be a part of its error, 25 characters or more"
            )
            continue
        outs = [Example.parse(name).out for name in q.examples]
        if any(o.exists() and q.printed in o.read_text(encoding="utf-8") for o in outs):
            continue
        if not any(q.printed in output for output in _other_release_outputs(q.examples)):
            problems.append(f"{q.id}: no example prints {q.printed!r} ({[str(o) for o in outs]})")
    assert not problems, "\n".join(problems)


def test_translations_keep_the_code():
    """A translated question keeps every code span of the English one (an identifier, a message)."""
    problems = []
    for q in IN_SCOPE:
        for lang in TRANSLATED:
            text = q.text(lang)
            if not text or text == q.question:
                problems.append(f"{q.id}: no {lang} translation")
                continue
            lost = [span for span in re.findall(r"`([^`]+)`", q.question) if span not in text]
            if lost:
                problems.append(f"{q.id} ({lang}): {lost} missing from {text!r}")
    assert not problems, "\n".join(problems)
