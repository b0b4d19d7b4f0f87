"""The names everything else uses: the repository's places, its languages, its examples, and one
``select()``. Nothing here parses a page (tools/harness/pages.py does) or runs code (execute.py does).

- ``Language``: one row of the table the site itself uses, the language selector under ``extra.alternate``
  in mkdocs.yml: its code, its own name, its MkDocs configuration (``mkdocs.yml`` for the first,
  ``mkdocs.<code>.yml`` for the others) and its pages (``docs/<code>/``). A fourth language is that row,
  that configuration and those pages: no Python names a language (tests/test_harness.py adds one).
- ``Example``: one ``snippets/<topic>/<name>.py`` with its ``.out``; ``str(example)`` is ``topic/name``,
  the name every report, test id, matrix result and ``only=`` uses.
- ``select(only, names)``: the one meaning of ``only=`` (``make check``, ``make outputs``, ``make
  portability``, ``make matrix``, ``pytest --only``): a topic (``clipping``) or one example
  (``clipping/tf2_global_norm``); a topic's page checks are about the topic and are selected with it.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import yaml

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
SNIPPETS = ROOT / "snippets"
T = TypeVar("T")


@dataclass(frozen=True, order=True)
class Language:
    """A language of the site, as mkdocs.yml's language selector lists it."""

    code: str  # "ko": the folder under docs/, the site's path, <html lang>, the test ids' language
    name: str  # "한국어": how the selector names it, in itself
    config_file: str  # "mkdocs.ko.yml", relative to the root
    root: Path = ROOT

    @property
    def docs(self) -> Path:
        return self.root / "docs" / self.code

    def __str__(self) -> str:
        return self.code


class _ConfigLoader(yaml.SafeLoader):
    """Reads mkdocs.yml as data: MkDocs' ``!!python/name:`` and ``!ENV`` tags become None."""


_ConfigLoader.add_multi_constructor("", lambda loader, suffix, node: None)


@functools.cache
def languages(root: Path = ROOT) -> tuple[Language, ...]:
    """The site's languages, the default first, from mkdocs.yml's ``extra.alternate``."""
    data: dict[str, Any] = yaml.load((root / "mkdocs.yml").read_text(encoding="utf-8"), _ConfigLoader)
    rows = data["extra"]["alternate"]
    default = data["theme"]["language"]
    found = [
        Language(
            r["lang"], r["name"], "mkdocs.yml" if r["lang"] == default else f"mkdocs.{r['lang']}.yml", root
        )
        for r in rows
    ]
    found.sort(key=lambda lang: lang.code != default)  # the default first, then the selector's order
    missing = [lang.config_file for lang in found if not (root / lang.config_file).exists()]
    if missing:
        raise FileNotFoundError(f"mkdocs.yml's language selector lists languages without {missing}")
    return tuple(found)


LANGUAGES = languages()
LANGS = tuple(lang.code for lang in LANGUAGES)
DEFAULT_LANG = LANGS[0]
TRANSLATED = LANGS[1:]  # the languages translated from the default one
CONFIG_FILES = {lang.code: lang.config_file for lang in LANGUAGES}


def nav_entries(nav: list[Any], section: str | None = None) -> list[tuple[str | None, str]]:
    """A MkDocs nav as ``(section title, page file)`` in order: a page at the top has no section, and a
    section (``{title: [pages]}``) names its pages, nested sections flattened under their outer title."""
    entries: list[tuple[str | None, str]] = []
    for entry in nav:
        if isinstance(entry, str):
            entries.append((section, entry))
            continue
        for title, value in entry.items():
            if isinstance(value, list):
                entries += nav_entries(value, section or title)
            else:  # ``{page title: file}``
                entries.append((section, value))
    return entries


@dataclass(frozen=True, order=True)
class Example:
    """``snippets/<topic>/<name>.py``: the code a page includes, and ``<name>.out``, what it prints."""

    topic: str  # "clipping"
    name: str  # "tf2_global_norm"

    @classmethod
    def parse(cls, text: str) -> Example:
        """From ``clipping/tf2_global_norm``, with or without ``snippets/`` and ``.py`` / ``.out``."""
        text = text.removeprefix("snippets/").removesuffix(".py").removesuffix(".out").strip("/")
        topic, _, name = text.rpartition("/")
        if not topic or not name:
            raise ValueError(f"{text!r} is not <topic>/<example>")
        return cls(topic, name)

    @property
    def path(self) -> Path:
        return SNIPPETS / self.topic / f"{self.name}.py"

    @property
    def out(self) -> Path:
        return self.path.with_suffix(".out")

    @property
    def file(self) -> str:
        """Relative to snippets/, as the pages include it: ``clipping/tf2_global_norm.py``."""
        return f"{self}.py"

    def __str__(self) -> str:
        return f"{self.topic}/{self.name}"


def examples() -> list[Example]:
    """Every snippet, sorted by topic and name."""
    return sorted(Example.parse(str(p.relative_to(SNIPPETS))) for p in SNIPPETS.rglob("*.py"))


def about(only: str, subject: str) -> bool:
    """Whether a subject (``clipping/tf2_global_norm`` or ``clipping``) is within ``only``: the example
    itself, an example of the topic, or the topic's page checks when one of its examples is chosen."""
    only = only.removeprefix("snippets/").removesuffix(".py").strip("/")
    return subject == only or subject.startswith(only + "/") or only.startswith(subject + "/")


def select(only: str | None, subjects: Iterable[T], key: Callable[[T], str] = str) -> list[T]:
    """The subjects ``only`` chooses (all when it is None); ``key(subject)`` says what one is about (an
    example's or a topic's name: ``str`` of an Example, ``block.about``, ``page.topic``). An ``only``
    that chooses nothing is an error: a typo must not pass as an empty run."""
    chosen = list(subjects)
    if not only:
        return chosen
    chosen = [s for s in chosen if about(only, key(s))]
    if not chosen:
        raise LookupError(f"only={only}: no example snippets/{only}.py and no topic snippets/{only}/")
    return chosen
