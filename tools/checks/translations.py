"""Translation status: is every English page translated, current, and built the same way?

    python -m tools.checks.translations                      # missing / stale / ok; exit 1 unless all ok
    python -m tools.checks.translations mark ko/clipping.md  # ko/clipping.md translates today's English page

A translation records the English text it translates as ``translation_of: <hash>`` in its front matter
(the first 12 hex digits of the SHA-256 of ``docs/en/<page>``). Any edit to the English page changes the
hash and makes every translation of it stale until a translator updates it and marks it current.

Structure must match too: the same snippet includes in the same order, the same tabs, admonitions,
fences, expected-output markers and headings, and as many annotation items after each code block.
"""

from __future__ import annotations

import hashlib
import subprocess
import sys
from dataclasses import dataclass

from tools.harness import cli
from tools.harness.model import DEFAULT_LANG, DOCS, LANGS, ROOT
from tools.harness.pages import front_matter, outline, page_names, set_front_matter

KEY = "translation_of"
TRANSLATED = [lang for lang in LANGS if lang != DEFAULT_LANG]


def english_hash(name: str) -> str:
    return hashlib.sha256((DOCS / DEFAULT_LANG / name).read_bytes()).hexdigest()[:12]


def recorded_hash(text: str) -> str | None:
    return front_matter(text).get(KEY)


@dataclass
class Status:
    page: str
    lang: str
    state: str  # ok | missing | stale | unmarked | structure
    detail: str = ""


def status(name: str, lang: str) -> Status:
    path = DOCS / lang / name
    if not path.exists():
        return Status(name, lang, "missing", f"docs/{lang}/{name} does not exist")
    text = path.read_text(encoding="utf-8")
    en_struct = outline((DOCS / DEFAULT_LANG / name).read_text(encoding="utf-8"))
    struct = outline(text)
    if struct != en_struct:
        for i, (a, b) in enumerate(zip(en_struct + [None] * len(struct), struct + [None] * len(en_struct))):
            if a != b:
                return Status(
                    name,
                    lang,
                    "structure",
                    f"item {i + 1} differs: English has {a}, {lang} has {b}",
                )
    recorded = recorded_hash(text)
    current = english_hash(name)
    if recorded is None:
        return Status(name, lang, "unmarked", f"no `{KEY}:` in the front matter")
    if recorded != current:
        return Status(
            name, lang, "stale", f"translates {recorded}, English is now {current}{since(name, recorded)}"
        )
    return Status(name, lang, "ok")


def since(name: str, recorded: str) -> str:
    """Where to see what changed in English since the translated version, if git knows it."""
    rel = f"docs/{DEFAULT_LANG}/{name}"
    try:
        commits = subprocess.run(
            ["git", "log", "--format=%H", "--", rel], cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout.split()
        for commit in commits:
            blob = subprocess.run(
                ["git", "show", f"{commit}:{rel}"], cwd=ROOT, capture_output=True, check=True
            ).stdout
            if hashlib.sha256(blob).hexdigest()[:12] == recorded:
                return f"; see `git diff {commit[:10]} -- {rel}`"
    except (OSError, subprocess.CalledProcessError):
        pass
    return ""


def all_statuses() -> list[Status]:
    names = sorted(set(page_names(DEFAULT_LANG)) | {n for lang in TRANSLATED for n in page_names(lang)})
    out = []
    for name in names:
        if not (DOCS / DEFAULT_LANG / name).exists():
            out += [Status(name, DEFAULT_LANG, "missing", f"docs/{DEFAULT_LANG}/{name} does not exist")]
            continue
        out += [status(name, lang) for lang in TRANSLATED]
    return out


def mark(target: str) -> None:
    lang, _, name = target.partition("/")
    if lang not in TRANSLATED or not (DOCS / lang / name).exists():
        sys.exit(f"no translation docs/{target} (expected <{'|'.join(TRANSLATED)}>/<page>.md)")
    st = status(name, lang)
    if st.state == "structure":
        sys.exit(f"{target}: not marked, its structure differs from English: {st.detail}")
    path = DOCS / lang / name
    path.write_text(
        set_front_matter(path.read_text(encoding="utf-8"), KEY, english_hash(name)), encoding="utf-8"
    )
    print(
        f"docs/{target}: marked as the translation of docs/{DEFAULT_LANG}/{name} "
        f"({KEY}: {english_hash(name)})"
    )


def main(argv: list[str] | None = None) -> int:
    parser = cli.parser(__name__, __doc__)
    sub = parser.add_subparsers(dest="command")
    marker = sub.add_parser("mark", help="record that a translation is current with today's English page")
    marker.add_argument("page", metavar="LANG/PAGE.md", help="e.g. ko/clipping.md")
    args = parser.parse_args(argv)
    if args.command == "mark":
        mark(args.page)
        return 0
    statuses = all_statuses()
    by_page: dict[str, dict[str, Status]] = {}
    for st in statuses:
        by_page.setdefault(st.page, {})[st.lang] = st
    width = max(len(p) for p in by_page) if by_page else 10
    print(f"{'page':{width}}  " + "  ".join(f"{lang:9}" for lang in TRANSLATED))
    for page, per_lang in by_page.items():
        print(
            f"{page:{width}}  "
            + "  ".join(f"{per_lang[lang].state if lang in per_lang else '-':9}" for lang in TRANSLATED)
        )
    bad = [st for st in statuses if st.state != "ok"]
    for st in bad:
        print(f"  {st.lang}/{st.page}: {st.state}: {st.detail}")
    if bad:
        print(
            "\nAfter bringing a translation up to date with the English page, mark it current:\n"
            "    make translations mark=<lang>/<page>.md      (e.g. mark=ko/gradients-api.md)"
        )
        return 1
    print(f"\nall {len(statuses)} translations current")
    return 0


if __name__ == "__main__":
    sys.exit(main())
