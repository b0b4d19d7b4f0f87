"""Read the site's pages the way MkDocs renders them.

One place that knows the layout (``docs/<lang>/<page>.md``, ``snippets/<topic>/<example>.py``), loads
each language's MkDocs configuration, expands ``--8<--`` includes with the very ``pymdownx.snippets``
preprocessor the site uses (same settings, read from the configuration), maps every expanded line back
to the page line and snippet line it came from, and classifies every fence on a page with
pytest-codeblocks' extraction API.

This is the only code that parses the page conventions (front matter, fences and their options, tabs,
admonitions, headings, includes, expected-output markers, annotation lists): ``scan()`` classifies
lines, ``outline()`` gives a page's language-independent skeleton, ``load_page()`` its executed and shown
blocks. The doc tests (``tests/``), the translation checker, the notebook generator, bench, determinism,
portability and the outputs updater (``tools/*.py``) all read pages through it.
"""

from __future__ import annotations

import functools
import io
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import markdown
from markdown.preprocessors import Preprocessor
from mkdocs.config import load_config
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.utils.meta import get_data
from pytest_codeblocks import extract_from_buffer

from tools.harness.model import (
    CONFIG_FILES,
    DEFAULT_LANG,
    DOCS,
    LANGS,
    ROOT,
    SNIPPETS,
    Example,
)

# Fences the harness runs, and fences that are shown but never run. Anything else (``py``,
# ``python title=...``, no language at all, ``~~~``) is an error: pytest-codeblocks would skip it
# silently, and a reader would copy code nobody ran.
EXECUTED = {"python", "bash"}
# ``math`` is TeX rendered to MathML at build time (overrides/hooks/mdext.py).
NOT_EXECUTED = {"text", "console", "yaml", "toml", "json", "ini", "math"}
EXPECTED_OUTPUT_MARK = "<!--pytest-codeblocks:expected-output-->"

# Material's fence options an executed block may carry: they change how the block is shown, not what runs.
FENCE_OPTIONS = {"hl_lines", "linenums"}

INCLUDE_RE = re.compile(r'^(?P<indent>\s*)-{1,}8<-{1,}\s+"(?P<path>[^"]+)"\s*$')
FENCE_RE = re.compile(r"^(?P<indent>\s*)(?P<fence>`{3,}|~{3,})(?P<info>.*)$")
FENCE_OPTION_RE = re.compile(r'(?P<key>[\w-]+)="(?P<value>[^"]*)"')
TAB_RE = re.compile(r'^(?P<indent>\s*)===\+?\s+"(?P<label>.*)"\s*$')
ADMONITION_RE = re.compile(
    r'^(?P<indent>\s*)(?:!!!|\?\?\?\+?)\s+(?P<kind>[\w-]+)(?:\s+"(?P<title>[^"]*)")?\s*$'
)
HEADING_RE = re.compile(r"^(?P<level>#{1,6})\s")
HEADING_ID_RE = re.compile(r"\s*\{#(?P<id>[^}]+)\}\s*$")
LIST_ITEM_RE = re.compile(r"^(?P<indent>\s*)(?P<n>\d+)\.(?P<gap>\s+)")
FRONT_MATTER_RE = re.compile(r"^---\n(?P<yaml>.*?\n)---\n", re.S)
ANNOTATION_RE = re.compile(r"#\s*\((\d+)\)!?")
# Inline code the build formats (overrides/hooks/mdext.py): `#!math TeX` and `#!version package`.
INLINE_MATH_RE = re.compile(r"`#!math (.+?)`")
INLINE_VERSION_RE = re.compile(r"`#!version ([\w.-]+)`")
ANNOTATION_MARK_RE = re.compile(r"\s*#\s*\(\d+\)!?\s*$")  # a marker at the end of a code line
# Footnotes: `[^id]` after a quoted figure, `[^id]: its source` at the end of the page
# (tools/checks/prose_numbers.py).
FOOTNOTE_REF_RE = re.compile(r"\[\^(?P<id>[\w-]+)\](?!:)")
FOOTNOTE_DEFINITION_RE = re.compile(r"^\s*\[\^(?P<id>[\w-]+)\]:\s*(?P<text>.*)$")


@dataclass(frozen=True)
class Line:
    """One line of a page, classified. ``kind`` is one of: ``fence`` (an opening fence: ``value`` is the
    language, ``info`` the whole info string, ``fence`` the backticks), ``fence-body``, ``fence-end``,
    ``include`` (a ``--8<--`` line, ``value`` the path), ``tab`` (``value`` the label), ``admonition``
    (``value`` the kind, ``info`` the title), ``heading`` (``value`` the ``#``s), ``expected-output``,
    ``list-item`` (``value`` the number, ``info`` the spaces after the dot), ``text``, ``blank``."""

    index: int  # 0-based position in the scanned list
    kind: str
    indent: int
    text: str
    value: str = ""
    info: str = ""
    fence: str = ""


def scan(lines: list[str]) -> list[Line]:
    """Classify every line (of a page's source or of its expanded form); fence bodies are not looked into,
    except for ``--8<--`` includes."""
    out: list[Line] = []
    open_fence = ""
    for i, text in enumerate(lines):
        indent = len(text) - len(text.lstrip())
        if open_fence:
            if text.lstrip().startswith(open_fence):
                out.append(Line(i, "fence-end", indent, text, fence=open_fence))
                open_fence = ""
            elif m := INCLUDE_RE.match(text):
                out.append(Line(i, "include", indent, text, m.group("path")))
            else:
                out.append(Line(i, "fence-body", indent, text))
            continue
        if m := FENCE_RE.match(text):
            open_fence = m.group("fence")
            info = m.group("info").strip()
            out.append(Line(i, "fence", indent, text, (info.split() or [""])[0], info, open_fence))
        elif m := INCLUDE_RE.match(text):
            out.append(Line(i, "include", indent, text, m.group("path")))
        elif m := TAB_RE.match(text):
            out.append(Line(i, "tab", indent, text, m.group("label")))
        elif m := ADMONITION_RE.match(text):
            out.append(Line(i, "admonition", indent, text, m.group("kind"), m.group("title") or ""))
        elif text.strip() == EXPECTED_OUTPUT_MARK:
            out.append(Line(i, "expected-output", indent, text))
        elif m := HEADING_RE.match(text):
            out.append(Line(i, "heading", indent, text, m.group("level")))
        elif m := LIST_ITEM_RE.match(text):
            out.append(Line(i, "list-item", indent, text, m.group("n"), m.group("gap")))
        else:
            out.append(Line(i, "blank" if not text.strip() else "text", indent, text))
    return out


def fence_options(info: str) -> tuple[str, dict[str, str], str]:
    """A fence's info string as (language, ``key="value"`` options, anything left over)."""
    language, _, rest = info.strip().partition(" ")
    options = {m.group("key"): m.group("value") for m in FENCE_OPTION_RE.finditer(rest)}
    return language, options, FENCE_OPTION_RE.sub("", rest).strip()


def outline(source: str) -> list[tuple[str, str]]:
    """The skeleton every translation must share with the English page: includes, tabs, admonitions,
    fences (language and options), expected-output markers, headings and annotation items, in order."""
    body = FRONT_MATTER_RE.sub("", source, count=1)
    out = []
    for line in scan(body.splitlines()):
        if line.kind in ("include", "tab", "admonition", "expected-output", "heading"):
            out.append((line.kind, line.value or line.text.strip()))
        elif line.kind == "fence":  # titles are translated; the language and the other options are not
            language, options, _ = fence_options(line.info)
            shown = [f'{key}="{value}"' for key, value in sorted(options.items()) if key != "title"]
            out.append(("fence", " ".join([language, *shown])))
        elif line.kind == "list-item" and line.indent and len(line.info) >= 2:
            out.append(("annotation-item", f"{line.indent}:{line.value}"))
    return out


@dataclass(frozen=True)
class Heading:
    """A heading of a page file: where its section starts and ends, its text and its explicit id."""

    line: int  # 1-based line in the page file
    end: int  # the line of the next heading of the same or a higher level, or one past the last line
    level: int
    text: str  # without the ``{#id}``
    id: str | None  # the explicit ``{#id}``: the same in every language, so links and data can use it


def headings(source: str) -> list[Heading]:
    """Every heading of a page file (front matter and fence bodies skipped), with its section's span."""
    m = FRONT_MATTER_RE.match(source)
    offset = source[: m.end()].count("\n") if m else 0
    body = source[m.end() :] if m else source
    found = [
        (offset + line.index + 1, len(line.value), line.text)
        for line in scan(body.splitlines())
        if line.kind == "heading"
    ]
    last = offset + len(body.splitlines()) + 1
    out = []
    for i, (number, level, text) in enumerate(found):
        end = next((n for n, lv, _ in found[i + 1 :] if lv <= level), last)
        anchor = HEADING_ID_RE.search(text)
        title = HEADING_ID_RE.sub("", text)[level:].strip()
        out.append(Heading(number, end, level, title, anchor["id"] if anchor else None))
    return out


def front_matter(source: str) -> dict[str, str]:
    """The front matter's keys and values as written (every value a string: YAML's base loader)."""
    import yaml

    m = FRONT_MATTER_RE.match(source)
    return (yaml.load(m.group("yaml"), Loader=yaml.BaseLoader) or {}) if m else {}


def set_front_matter(source: str, key: str, value: str) -> str:
    """``source`` with ``key: value`` in its front matter (replaced if there, added if not)."""
    line = f"{key}: {value}"
    m = FRONT_MATTER_RE.match(source)
    if not m:
        return f"---\n{line}\n---\n\n{source}"
    lines = m.group("yaml").splitlines()
    at = [n for n, existing in enumerate(lines) if existing.split(":", 1)[0] == key]
    if at:
        lines[at[0]] = line
    else:
        lines.insert(0, line)
    return "---\n" + "\n".join(lines) + "\n---\n" + source[m.end() :]


class PageError(Exception):
    """A page that cannot be tested as written."""


@dataclass(frozen=True)
class Origin:
    """Where one line of an expanded page comes from."""

    page_line: int  # 1-based line in docs/<lang>/<page>.md
    snippet: str | None = None  # path relative to snippets/, if the line was included
    snippet_line: int | None = None  # 1-based line in that snippet


@dataclass
class Block:
    """One fence of a page. ``where`` (``ko/clipping.md:269``) is what a failure prints; ``str(block)``
    (``clipping/tf2_global_norm@ko/clipping``) is its test id: the example, the language and the page,
    no line number, so it stays when a sentence above it moves."""

    lang: str
    page: str  # e.g. "gradients-api.md"
    page_line: int  # line of the opening fence in the page file
    syntax: str
    code: str
    expected_output: str | None
    code_origins: list[Origin]
    snippet: str | None  # set when the whole block is one snippet include
    expected_snippet: str | None  # the .out file included as expected output, if any
    options: dict[str, str] = field(default_factory=dict)  # Material fence options (hl_lines, linenums)
    occurrence: int = 1  # the how-manieth block of the page about the same example (or page)

    @property
    def where(self) -> str:
        return f"{self.lang}/{self.page}:{self.page_line}"

    @property
    def example(self) -> Example | None:
        return Example.parse(self.snippet) if self.snippet and self.snippet.endswith(".py") else None

    @property
    def about(self) -> str:
        """The example it shows (``clipping/tf2_global_norm``), or its page's topic if it shows none."""
        return str(self.example) if self.example else self.page.removesuffix(".md")

    def __str__(self) -> str:
        again = f"#{self.occurrence}" if self.occurrence > 1 else ""
        return f"{self.about}@{self.lang}/{self.page.removesuffix('.md')}{again}"


@dataclass
class Page:
    """``docs/<lang>/<name>``: ``where`` (``ko/clipping.md``) in messages, ``str(page)`` (``ko/clipping``)
    as a test id, ``topic`` (``clipping``) what ``only=`` selects it by."""

    lang: str
    name: str
    path: Path
    meta: dict[str, Any]
    source: str  # file text with front matter
    body_offset: int  # lines of front matter before the Markdown body
    expanded: list[str]
    origins: list[Origin]
    blocks: list[Block] = field(default_factory=list)
    shown: list[tuple[int, str]] = field(default_factory=list)  # (page line, syntax) not executed
    errors: list[str] = field(default_factory=list)

    @property
    def where(self) -> str:
        return f"{self.lang}/{self.name}"

    @property
    def topic(self) -> str:
        return self.name.removesuffix(".md")

    def __str__(self) -> str:
        return f"{self.lang}/{self.topic}"

    @property
    def url(self) -> str:
        """Where the site publishes it, relative to its language's root: ``""`` or ``clipping/``."""
        return page_url(self.name)

    @property
    def notebook_url(self) -> str | None:
        """Its notebook view's, for a page with code: ``notebooks/clipping/``."""
        return f"notebooks/{self.topic}/" if self.executed else None

    @property
    def executed(self) -> list[Block]:
        return [b for b in self.blocks if b.syntax in EXECUTED]


@functools.cache
def config(lang: str) -> MkDocsConfig:
    """The resolved MkDocs configuration of one language (INHERIT applied), as the build has it."""
    return load_config(str(ROOT / CONFIG_FILES[lang]))


@functools.cache
def _snippet_preprocessor(lang: str) -> Preprocessor:
    cfg = config(lang)
    md = markdown.Markdown(extensions=cfg["markdown_extensions"], extension_configs=cfg["mdx_configs"])
    return md.preprocessors["snippet"]


def page_url(name: str) -> str:
    """``clipping.md`` -> ``clipping/``, ``index.md`` -> ``""`` (MkDocs' directory URLs)."""
    return "" if name == "index.md" else name.removesuffix(".md") + "/"


def page_names(lang: str = DEFAULT_LANG) -> list[str]:
    """The pages written in Markdown, not the notebook views generated from the notebooks (notebooks/)."""
    base = DOCS / lang
    return sorted(str(p.relative_to(base)) for p in base.glob("*.md"))


def split_front_matter(source: str) -> tuple[str, dict[str, Any], int]:
    """Body, metadata and the number of lines MkDocs strips before the body."""
    body, meta = get_data(source)
    offset = len(source.splitlines()) - len(body.splitlines())
    # get_data strips the blank line(s) after the front matter; the body starts where it ends.
    return body, meta, offset


def expand(lang: str, body: str, offset: int) -> tuple[list[str], list[Origin]]:
    """Expand snippet includes exactly as the site does, keeping each line's origin."""
    pre = _snippet_preprocessor(lang)
    lines = body.split("\n")
    whole = pre.run(list(lines))
    expanded: list[str] = []
    origins: list[Origin] = []
    for i, line in enumerate(lines):
        page_line = i + 1 + offset
        out = pre.run([line])
        m = INCLUDE_RE.match(line)
        if m:
            snippet = m.group("path")
            origins += [Origin(page_line, snippet, k + 1) for k in range(len(out))]
        else:
            origins += [Origin(page_line)] * len(out)
        expanded += out
    if expanded != whole:
        raise PageError(
            "line-by-line expansion differs from the site's expansion: use one-line "
            '`--8<-- "topic/file"` includes only'
        )
    return expanded, origins


def load_page(lang: str, name: str, source: str | None = None) -> Page:
    """docs/<lang>/<name>, read and checked; `source` instead of the file's text (tests/test_harness.py)."""
    path = DOCS / lang / name
    if source is None:
        source = path.read_text(encoding="utf-8")
    body, meta, offset = split_front_matter(source)
    page = Page(lang, name, path, meta, source, offset, [], [])
    try:
        page.expanded, page.origins = expand(lang, body, offset)
    except Exception as exc:  # a missing snippet, a bad include
        page.errors.append(f"{page.where}: cannot expand includes: {exc}")
        return page
    _classify(page)
    return page


def _classify(page: Page) -> None:
    text = "\n".join(page.expanded) + "\n"
    try:
        extracted = extract_from_buffer(io.StringIO(text))
    except RuntimeError as exc:
        page.errors.append(f"{page.where}: pytest-codeblocks cannot read the page: {exc}")
        return

    def page_line(expanded_index: int) -> int:
        return page.origins[expanded_index].page_line

    lines = scan(page.expanded)
    fences = [(line.index, line.fence, line.info) for line in lines if line.kind == "fence"]
    outputs = sum(1 for cb in extracted if cb.expected_output is not None)
    if len(fences) != len(extracted) + outputs:
        seen = {cb.lineno - 1 for cb in extracted}
        stray = [f for f in fences if f[0] not in seen]
        page.errors.append(
            f"{page.where}: {len(fences)} fences on the page, but pytest-codeblocks sees "
            f"{len(extracted)} blocks and {outputs} expected outputs; check the fences at lines "
            + ", ".join(str(page_line(f[0])) for f in stray)
        )
    for fence_index, fence, _info in fences:
        if fence.startswith("~"):
            page.errors.append(
                f"{page.where}:{page_line(fence_index)}: `~~~` fence; use backticks so the harness sees it"
            )

    _check_tabs(page, lines)
    fence_at = {f[0]: f for f in fences}
    for cb in extracted:
        start = cb.lineno - 1  # 0-based index of the opening fence
        n_code = len(cb.code.splitlines())
        code_origins = page.origins[start + 1 : start + 1 + n_code]
        snippets = {o.snippet for o in code_origins}
        snippet = snippets.pop() if len(snippets) == 1 else None
        expected_snippet = None
        if cb.expected_output is not None:
            # The output fence is the next fence after the code fence.
            later = sorted(i for i in fence_at if i > start + n_code)
            if later:
                out_start = later[0]
                n_out = len(cb.expected_output.splitlines())
                out_snips = {o.snippet for o in page.origins[out_start + 1 : out_start + 1 + n_out]}
                expected_snippet = out_snips.pop() if len(out_snips) == 1 else None
        syntax, options, rest = fence_options(cb.syntax or "")
        block = Block(
            page.lang,
            page.name,
            page_line(start),
            syntax,
            cb.code,
            cb.expected_output,
            code_origins,
            snippet,
            expected_snippet,
            options,
        )
        where = block.where
        if block.syntax in EXECUTED:
            unknown = sorted(set(options) - FENCE_OPTIONS) + ([rest] if rest else [])
            if unknown:
                page.errors.append(
                    f"{where}: fence option(s) {', '.join(unknown)} on an executed block; only "
                    f"{', '.join(sorted(FENCE_OPTIONS))} (how it is shown, not what runs) are allowed"
                )
            _check_highlights(page, block)
            _check_annotations(page, block, lines, start + n_code + 2)
            if cb.marks or cb.importorskip:
                page.errors.append(f"{where}: skip/xfail markers are not allowed on executed blocks")
            if cb.expected_output is None:
                page.errors.append(
                    f"{where}: executed block without an expected output; add "
                    f"{EXPECTED_OUTPUT_MARK} and an output fence after it"
                )
            block.occurrence = 1 + sum(b.about == block.about for b in page.blocks)
            page.blocks.append(block)
        elif block.syntax in NOT_EXECUTED:
            if cb.expected_output is not None:
                page.errors.append(f"{where}: a `{block.syntax}` block cannot have an expected output")
            if any(o.snippet and o.snippet.endswith(".py") for o in code_origins):
                page.errors.append(f"{where}: a snippet .py included in a non-executed fence")
            if any(o.snippet and o.snippet.endswith(".out") for o in code_origins):
                page.errors.append(f"{where}: an .out file shown without {EXPECTED_OUTPUT_MARK} before it")
            page.shown.append((block.page_line, block.syntax))
        else:
            page.errors.append(
                f"{where}: fence ```{block.syntax} is neither executed ({', '.join(sorted(EXECUTED))}) "
                f"nor an explicitly shown language ({', '.join(sorted(NOT_EXECUTED))}); "
                "pytest-codeblocks would skip it silently"
            )


TF2_TAB = "TF2"
TF1_TAB = "TF1 (`tf.compat.v1`)"


def _check_tabs(page: Page, lines: list[Line]) -> None:
    """Every TF1 example sits in a tab set that also has a TF2 tab, first (linked tabs need one label)."""
    current: list[str] = []  # labels of the tab set being read
    for line in lines:
        if line.kind == "tab" and not line.indent:
            current.append(line.value)
            if line.value == TF1_TAB and TF2_TAB not in current:
                page.errors.append(
                    f"{page.where}:{page.origins[line.index].page_line}: "
                    "a TF1 tab without a TF2 tab before it"
                )
        elif line.kind not in ("blank", "fence-body", "fence-end") and not line.indent:
            current = []  # unindented content ends a tab set


def _check_annotations(page: Page, block: Block, lines: list[Line], after: int) -> None:
    """Material attaches the numbered list right after a code block to its ``# (n)!`` markers.

    Each language writes its own list, so check that every page explains every marker, no more.
    """
    markers = annotation_count(block.code)
    fence_indent = lines[after - 1].indent
    items = []
    for line in lines[after:]:
        if line.kind in ("expected-output", "fence"):
            break
        if line.kind != "blank" and line.indent < fence_indent:
            break  # left the tab or admonition the block is in
        if line.kind == "list-item" and line.indent == fence_indent:
            items.append(int(line.value))
    if items != list(range(1, markers + 1)):
        page.errors.append(
            f"{block.where}: the code has {markers} annotation marker(s) but the list after it "
            f"numbers {items or 'nothing'}"
        )


def load_pages(lang: str) -> list[Page]:
    return [load_page(lang, name) for name in page_names(lang)]


def unique_executed_blocks() -> list[Block]:
    """Each executed block once (the first page and language that shows it), in page order."""
    seen: dict[tuple[str, str], Block] = {}
    for lang in LANGS:
        for page in load_pages(lang):
            for block in page.executed:
                seen.setdefault((block.syntax, block.code), block)
    return list(seen.values())


def snippet_files() -> list[str]:
    return sorted(str(p.relative_to(SNIPPETS)) for p in SNIPPETS.rglob("*.py"))


def _check_highlights(page: Page, block: Block) -> None:
    """``hl_lines="3 5-7"`` must name lines the block has (Material ignores the others silently)."""
    n = len(block.code.rstrip("\n").splitlines())  # an include's final newline adds an empty line
    for part in block.options.get("hl_lines", "").split():
        first, _, last = part.partition("-")
        if not (first.isdigit() and (not last or last.isdigit())):
            page.errors.append(f"{block.where}: hl_lines entry {part!r} is not a line or a range of lines")
        elif not 1 <= int(first) <= int(last or first) <= n:
            page.errors.append(f"{block.where}: hl_lines entry {part!r} is outside the block's {n} lines")


def annotation_count(code: str) -> int:
    """Number of Material code annotations (``# (1)!``) in a block."""
    return len(ANNOTATION_RE.findall(code))
