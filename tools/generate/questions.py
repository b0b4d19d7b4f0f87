"""Generate the questions-and-errors page of every language from ``snippets/questions.yml``.

    python -m tools.generate.questions          # (re)write docs/<lang>/questions.md
    python -m tools.generate.questions --check  # exit 1 naming every page that is out of date

The page lists every in-scope question of the corpus in the reader's language, grouped by kind (error
messages first: readers paste them into the search box) and then by area, each linked to the section that
answers it (the section's heading in that language, after its page's title), every error message verbatim
in code font. The labels come from each language's MkDocs configuration (``extra.questions``); a
translated page records the English page it translates (``translation_of``), like every translation.
Never edited by hand: tests/test_questions.py fails when a committed page differs from what this writes.
"""

from __future__ import annotations

import hashlib
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from tools.harness import cli
from tools.harness.model import DEFAULT_LANG, DOCS, LANGS, SNIPPETS
from tools.harness.pages import config, headings, set_front_matter

QUESTIONS = SNIPPETS / "questions.yml"
PAGE = "questions.md"
KINDS = ("error", "how", "why", "cost")
AREAS = ("compute", "process", "apply", "state", "debug", "scale", "migrate")
STATUSES = ("answered", "partial", "open")


@dataclass(frozen=True)
class Question:
    """One entry of snippets/questions.yml (its header comment documents each field)."""

    id: str
    question: str
    kind: str
    area: str
    scope: str
    status: str
    answer: str
    sources: tuple[str, ...]
    signal: str
    accepted: str
    translations: dict[str, str] = field(default_factory=dict, hash=False)
    error: str = ""
    error_version: str = ""
    examples: tuple[str, ...] = ()
    printed: str = ""
    collected: str = ""

    @property
    def in_scope(self) -> bool:
        return self.scope == "in"

    @property
    def page(self) -> str:
        """``debugging.md`` of ``debugging.md#no-gradients``."""
        return self.answer.partition("#")[0]

    @property
    def anchor(self) -> str:
        return self.answer.partition("#")[2]

    @property
    def threads(self) -> int:
        found = re.search(r"threads:\s*(\d+)", self.signal)
        return int(found.group(1)) if found else 0

    def text(self, lang: str) -> str:
        return self.question if lang == DEFAULT_LANG else self.translations.get(lang, "")


def load(path: Path = QUESTIONS) -> list[Question]:
    entries: list[dict[str, Any]] = yaml.safe_load(path.read_text(encoding="utf-8"))
    return [
        Question(
            **{
                **entry,
                "sources": tuple(entry.get("sources") or ()),
                "examples": tuple(entry.get("examples") or ()),
                "translations": dict(entry.get("translations") or {}),
            }
        )
        for entry in entries
    ]


def labels(lang: str) -> dict[str, Any]:
    found: dict[str, Any] = config(lang)["extra"]["questions"]
    return found


def sections(lang: str, page: str) -> tuple[str, dict[str, str]]:
    """A page's title and its headings by explicit id (``{#id}``)."""
    found = headings((DOCS / lang / page).read_text(encoding="utf-8"))
    title = next((h.text for h in found if h.level == 1), "")
    return title, {h.id: h.text for h in found if h.id}


def code(text: str) -> str:
    """Inline code that may itself contain backticks."""
    ticks = max((len(run) for run in re.findall(r"`+", text)), default=0) + 1
    pad = " " if text.startswith("`") or text.endswith("`") or ticks > 1 else ""
    return f"{'`' * ticks}{pad}{text}{pad}{'`' * ticks}"


def source_label(url: str) -> str:
    """``tensorflow/tensorflow#36581`` for a GitHub issue, else the site's host name."""
    github = re.match(r"https://github\.com/([^/]+/[^/]+)/(?:issues|pull|discussions)/(\d+)", url)
    if github:
        return f"{github[1]}#{github[2]}"
    return re.sub(r"^www\.", "", url.split("/")[2])


def quote(q: Question) -> str:
    """A footnote: the question as first asked (English), its message, and the threads."""
    links = ", ".join(f"[{source_label(url)}]({url})" for url in q.sources)
    message = f" {code(q.error)}" if q.error else ""
    return f"“{q.question}”{message} {links}"


def render(lang: str, questions: list[Question]) -> str:
    words = labels(lang)
    shown = [q for q in questions if q.in_scope]
    lines = [f"# {words['title']}", "", *words["intro"].strip().splitlines(), ""]
    notes: list[str] = []
    for kind in KINDS:
        of_kind = [q for q in shown if q.kind == kind]
        if not of_kind:
            continue
        lines += [f"## {words['kinds'][kind]} {{#{kind}}}", ""]
        for area in AREAS:
            group = sorted(
                (q for q in of_kind if q.area == area),
                key=lambda q: (STATUSES.index(q.status), -q.threads, q.id),
            )
            if not group:
                continue
            lines += [f"### {words['areas'][area]} {{#{kind}-{area}}}", ""]
            for q in group:
                # Each question carries a footnote: the thread(s) it comes from, quoting the question and its
                # message, so the numbers in them are quotes (tools/checks/prose_numbers.py).
                text = q.text(lang)
                end = len(text.rstrip("?？"))  # the footnote mark before the question mark, as on every page
                lines.append(f"- {text[:end]}[^{q.id}]{text[end:]}")
                notes.append(f"[^{q.id}]: {quote(q)}")
                if q.error:
                    lines += ["", f"    {code(q.error)}[^{q.id}]"]
                if q.status == "open":
                    lines += ["", f"    {words['open']}"]
                else:
                    title, by_id = sections(lang, q.page)
                    link = f"[{title} › {by_id.get(q.anchor, q.anchor)}]({q.answer})"
                    lines += ["", "    " + words[q.status].format(link=link)]
                lines.append("")
    # Python-Markdown puts the footnotes where its marker is: in a note Material shows collapsed and opens
    # when a footnote mark is followed (the `sources` label in extra.questions says why).
    lines += [f'??? quote "{words["sources"]}"', "", "    ///Footnotes Go Here///", "", *notes]
    text = "\n".join(lines).rstrip("\n") + "\n"
    front = (
        "---\ngenerated: python -m tools.generate.questions from snippets/questions.yml\n"
        "source_file: snippets/questions.yml  # what its edit link opens\n"
        "lazy_lists: true  # its lists rendered as they near the viewport (overrides/main.html)\n---\n\n"
    )
    return front + text


def pages(questions: list[Question] | None = None) -> dict[Path, str]:
    """Every language's page as this script writes it (the translated ones marked current)."""
    questions = load() if questions is None else questions
    english = render(DEFAULT_LANG, questions)
    digest = hashlib.sha256(english.encode()).hexdigest()[:12]
    out = {DOCS / DEFAULT_LANG / PAGE: english}
    for lang in LANGS[1:]:
        out[DOCS / lang / PAGE] = set_front_matter(render(lang, questions), "translation_of", digest)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = cli.parser(__name__, __doc__)
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 naming every stale page")
    check = parser.parse_args(argv).check
    stale = []
    for path, text in pages().items():
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            stale.append(str(path.relative_to(DOCS.parent)))
            if not check:
                path.write_text(text, encoding="utf-8")
    if check and stale:
        print("out of date (run `make questions`):\n  " + "\n  ".join(stale))
        return 1
    print(f"{len(LANGS)} question pages, {len(stale)} {'stale' if check else 'written'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
