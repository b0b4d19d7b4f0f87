"""Read the site's pages the way MkDocs renders them.

One place that knows the layout (``docs/<lang>/<page>.md``, ``snippets/<topic>/<example>.py``), loads
each language's MkDocs configuration, expands ``--8<--`` includes with the very ``pymdownx.snippets``
preprocessor the site uses (same settings, read from the configuration), maps every expanded line back
to the page line and snippet line it came from, and classifies every fence on a page with
pytest-codeblocks' extraction API.

Used by the doc tests (``tests/``), the translation checker (``tools/translations.py``) and the site
build (``tools/build_site.py``).
"""

from __future__ import annotations

import functools
import io
import re
from dataclasses import dataclass, field
from pathlib import Path

import markdown
from mkdocs.config import load_config
from mkdocs.utils.meta import get_data
from pytest_codeblocks import extract_from_buffer

from tools.hooks import language_site_url

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
SNIPPETS = ROOT / "snippets"
DEFAULT_LANG = "en"
LANGS = ("en", "ko", "zh")
CONFIG_FILES = {"en": "mkdocs.yml", "ko": "mkdocs.ko.yml", "zh": "mkdocs.zh.yml"}

# Fences the harness runs, and fences that are shown but never run. Anything else (``py``,
# ``python title=...``, no language at all, ``~~~``) is an error: pytest-codeblocks would skip it
# silently, and a reader would copy code nobody ran.
EXECUTED = {"python", "bash"}
# ``math`` is TeX rendered to MathML at build time (tools/mdext.py).
NOT_EXECUTED = {"text", "console", "yaml", "toml", "json", "ini", "math"}
EXPECTED_OUTPUT_MARK = "<!--pytest-codeblocks:expected-output-->"

INCLUDE_RE = re.compile(r'^(?P<indent>\s*)-{1,}8<-{1,}\s+"(?P<path>[^"]+)"\s*$')
FENCE_RE = re.compile(r"^(?P<indent>\s*)(?P<fence>`{3,}|~{3,})(?P<info>.*)$")
ANNOTATION_RE = re.compile(r"#\s*\((\d+)\)!?")


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
    lang: str
    page: str  # e.g. "gradients-api.md"
    page_line: int  # line of the opening fence in the page file
    syntax: str
    code: str
    expected_output: str | None
    code_origins: list[Origin]
    snippet: str | None  # set when the whole block is one snippet include
    expected_snippet: str | None  # the .out file included as expected output, if any

    @property
    def id(self) -> str:
        return f"{self.lang}/{self.page}:{self.page_line}"


@dataclass
class Page:
    lang: str
    name: str
    path: Path
    meta: dict
    source: str  # file text with front matter
    body_offset: int  # lines of front matter before the Markdown body
    expanded: list[str]
    origins: list[Origin]
    blocks: list[Block] = field(default_factory=list)
    shown: list[tuple[int, str]] = field(default_factory=list)  # (page line, syntax) not executed
    errors: list[str] = field(default_factory=list)

    @property
    def id(self) -> str:
        return f"{self.lang}/{self.name}"

    @property
    def executed(self) -> list[Block]:
        return [b for b in self.blocks if b.syntax in EXECUTED]


@functools.lru_cache(maxsize=None)
def config(lang: str):
    """The resolved MkDocs configuration of one language (INHERIT applied, site_url as the build has it)."""
    cfg = load_config(str(ROOT / CONFIG_FILES[lang]))
    cfg["site_url"] = language_site_url(cfg["site_url"], cfg["theme"]["language"])
    return cfg


@functools.lru_cache(maxsize=None)
def _snippet_preprocessor(lang: str):
    cfg = config(lang)
    md = markdown.Markdown(
        extensions=cfg["markdown_extensions"], extension_configs=cfg["mdx_configs"]
    )
    return md.preprocessors["snippet"]


def page_names(lang: str = DEFAULT_LANG) -> list[str]:
    base = DOCS / lang
    return sorted(str(p.relative_to(base)) for p in base.rglob("*.md"))


def split_front_matter(source: str) -> tuple[str, dict, int]:
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


def _scan_fences(expanded: list[str]) -> list[tuple[int, str, str]]:
    """Every fence as (0-based line, fence chars, info string), independent of pytest-codeblocks."""
    fences = []
    i = 0
    while i < len(expanded):
        m = FENCE_RE.match(expanded[i])
        if m:
            fence = m.group("fence")
            fences.append((i, fence, m.group("info").strip()))
            i += 1
            while i < len(expanded) and not expanded[i].lstrip().startswith(fence):
                i += 1
        i += 1
    return fences


def load_page(lang: str, name: str) -> Page:
    path = DOCS / lang / name
    source = path.read_text(encoding="utf-8")
    body, meta, offset = split_front_matter(source)
    page = Page(lang, name, path, meta, source, offset, [], [])
    try:
        page.expanded, page.origins = expand(lang, body, offset)
    except Exception as exc:  # a missing snippet, a bad include
        page.errors.append(f"{page.id}: cannot expand includes: {exc}")
        return page
    _classify(page)
    return page


def _classify(page: Page) -> None:
    text = "\n".join(page.expanded) + "\n"
    try:
        extracted = extract_from_buffer(io.StringIO(text))
    except RuntimeError as exc:
        page.errors.append(f"{page.id}: pytest-codeblocks cannot read the page: {exc}")
        return

    def page_line(expanded_index: int) -> int:
        return page.origins[expanded_index].page_line

    fences = _scan_fences(page.expanded)
    outputs = sum(1 for cb in extracted if cb.expected_output is not None)
    if len(fences) != len(extracted) + outputs:
        seen = {cb.lineno - 1 for cb in extracted}
        stray = [f for f in fences if f[0] not in seen]
        page.errors.append(
            f"{page.id}: {len(fences)} fences on the page, but pytest-codeblocks sees "
            f"{len(extracted)} blocks and {outputs} expected outputs; check the fences at lines "
            + ", ".join(str(page_line(f[0])) for f in stray)
        )
    for fence_index, fence, info in fences:
        if fence.startswith("~"):
            page.errors.append(
                f"{page.id}:{page_line(fence_index)}: `~~~` fence; use backticks so the harness sees it"
            )

    _check_tabs(page)
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
        block = Block(
            page.lang,
            page.name,
            page_line(start),
            cb.syntax or "",
            cb.code,
            cb.expected_output,
            code_origins,
            snippet,
            expected_snippet,
        )
        where = block.id
        if block.syntax in EXECUTED:
            _check_annotations(page, block, start + n_code + 2)
            if cb.marks or cb.importorskip:
                page.errors.append(f"{where}: skip/xfail markers are not allowed on executed blocks")
            if cb.expected_output is None:
                page.errors.append(
                    f"{where}: executed block without an expected output; add "
                    f"{EXPECTED_OUTPUT_MARK} and an output fence after it"
                )
            page.blocks.append(block)
        elif block.syntax in NOT_EXECUTED:
            if cb.expected_output is not None:
                page.errors.append(f"{where}: a `{block.syntax}` block cannot have an expected output")
            if any(o.snippet and o.snippet.endswith(".py") for o in code_origins):
                page.errors.append(f"{where}: a snippet .py included in a non-executed fence")
            if any(o.snippet and o.snippet.endswith(".out") for o in code_origins):
                page.errors.append(
                    f"{where}: an .out file shown without {EXPECTED_OUTPUT_MARK} before it"
                )
            page.shown.append((block.page_line, block.syntax))
        else:
            page.errors.append(
                f"{where}: fence ```{block.syntax} is neither executed ({', '.join(sorted(EXECUTED))}) "
                f"nor an explicitly shown language ({', '.join(sorted(NOT_EXECUTED))}); "
                "pytest-codeblocks would skip it silently"
            )


TAB_RE = re.compile(r'^(?P<indent>\s*)===\+?\s+"(?P<label>.*)"\s*$')
TF2_TAB = "TF2"
TF1_TAB = "TF1 (`tf.compat.v1`)"


def _check_tabs(page: Page) -> None:
    """Every TF1 example sits in a tab set that also has a TF2 tab, first (linked tabs need one label)."""
    current: list[str] = []  # labels of the tab set being read
    for i, line in enumerate(page.expanded):
        m = TAB_RE.match(line)
        if m and not m.group("indent"):
            current.append(m.group("label"))
            if m.group("label") == TF1_TAB and TF2_TAB not in current:
                page.errors.append(f"{page.id}:{page.origins[i].page_line}: a TF1 tab without a TF2 tab before it")
        elif line.strip() and not line[0].isspace():
            current = []  # unindented content ends a tab set


LIST_ITEM_RE = re.compile(r"^(?P<indent>\s*)(?P<n>\d+)\.\s")


def _check_annotations(page: Page, block: Block, after: int) -> None:
    """Material attaches the numbered list right after a code block to its ``# (n)!`` markers.

    Each language writes its own list, so check that every page explains every marker, no more.
    """
    markers = annotation_count(block.code)
    fence_indent = len(page.expanded[after - 1]) - len(page.expanded[after - 1].lstrip())
    items = []
    for line in page.expanded[after:]:
        if line.strip() == EXPECTED_OUTPUT_MARK or FENCE_RE.match(line):
            break
        if line.strip() and len(line) - len(line.lstrip()) < fence_indent:
            break  # left the tab or admonition the block is in
        m = LIST_ITEM_RE.match(line)
        if m and len(m.group("indent")) == fence_indent:
            items.append(int(m.group("n")))
    if items != list(range(1, markers + 1)):
        page.errors.append(
            f"{block.id}: the code has {markers} annotation marker(s) but the list after it "
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


def annotation_count(code: str) -> int:
    """Number of Material code annotations (``# (1)!``) in a block."""
    return len(ANNOTATION_RE.findall(code))
