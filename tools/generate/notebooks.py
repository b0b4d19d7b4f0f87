"""Generate one Jupyter notebook per topic page per language, from the page and its snippets, and the
page that shows it on the site.

    python -m tools.generate.notebooks          # (re)write docs/<lang>/notebooks/<topic>.ipynb and .md
    python -m tools.generate.notebooks --check  # exit 1 naming every file that is out of date

Markdown cells are the page's prose in its language (tabs flattened, admonitions as quotes, math as
MathML); code cells are exactly the page's executed blocks (the snippet files); stored outputs are
the page's asserted outputs (the ``.out`` files); a plot a block writes is attached to the markdown
cell that shows it. Notebooks are never edited by hand: the test suite fails when a committed notebook
differs from what this script generates.

The notebook view (``docs/<lang>/notebooks/<topic>.md``, at ``notebooks/<topic>/`` on the site) is the
notebook's cells as a page of the site, written from the notebook itself: its markdown cells as they are,
each code cell as a code block with its stored output under it, as the topic page shows them. MkDocs
builds it like any page (no notebook converter: the views cost the build a few seconds, not half of it,
and the build needs no plugin for them); the ``.ipynb`` beside it is published as it is, for download.
"""

from __future__ import annotations

import base64
import re
import sys
from pathlib import Path

# nbformat ships py.typed but leaves its v4 constructors and writes() unannotated: the calls below carry
# `type: ignore[no-untyped-call]` for that gap alone.
import nbformat
from latex2mathml.converter import convert

from tools.harness import cli
from tools.harness.model import DOCS, LANGS
from tools.harness.pages import (
    ANNOTATION_MARK_RE,
    EXECUTED,
    FOOTNOTE_DEFINITION_RE,
    FOOTNOTE_REF_RE,
    HEADING_ID_RE,
    INLINE_MATH_RE,
    INLINE_VERSION_RE,
    Page,
    config,
    load_pages,
    scan,
)

NOTEBOOKS = "notebooks"
PAGE_LINK_RE = re.compile(r"\]\((?!https?://)([\w./-]+?)\.md(#[^)]*)?\)")
IMAGE_RE = re.compile(r"!\[([^\]]*)\]\(img/([^)]+)\)")


def notebook_path(lang: str, page_name: str) -> Path:
    return DOCS / lang / NOTEBOOKS / (Path(page_name).stem + ".ipynb")


def view_path(lang: str, page_name: str) -> Path:
    return notebook_path(lang, page_name).with_suffix(".md")


def _inline(text: str, lang: str) -> str:
    from importlib.metadata import version

    site = config(lang)["site_url"]
    # Math as MathML, as on the site: it renders without MathJax (which the notebook view lacks).
    text = INLINE_MATH_RE.sub(lambda m: convert(m.group(1).strip()), text)
    text = INLINE_VERSION_RE.sub(lambda m: f"`{version(m.group(1))}`", text)
    # Links to other pages go to the published site: they work from Colab and from a download.
    text = PAGE_LINK_RE.sub(
        lambda m: f"]({site}{'' if m.group(1) == 'index' else m.group(1) + '/'}{m.group(2) or ''})", text
    )
    return text


class _Builder:
    def __init__(self, page: Page):
        self.page = page
        self.cells: list[nbformat.NotebookNode] = []
        self.markdown: list[str] = []
        self.attachments: dict[str, dict[str, str]] = {}  # name -> {mime: base64}
        self.footnotes: dict[str, int] = {}  # id -> number, in the order of first reference, as on the site

    def flush(self) -> None:
        text = "\n".join(self.markdown).strip("\n")
        text = re.sub(r"\n{3,}", "\n\n", text)
        text = re.sub(r"^>\n(>\n)+", ">\n", text, flags=re.M)
        if text:
            cell = nbformat.v4.new_markdown_cell(text)  # type: ignore[no-untyped-call]  # nbformat
            if self.attachments:
                cell["attachments"] = self.attachments
            self.cells.append(cell)
        self.markdown, self.attachments = [], {}

    def footnote(self, key: str) -> str:
        return f"<sup>{self.footnotes.setdefault(key, len(self.footnotes) + 1)}</sup>"

    def add_markdown(self, line: str) -> None:
        line = HEADING_ID_RE.sub("", line) if line.startswith("#") else line
        # Jupyter's Markdown has no footnotes: numbered superscripts, and the definitions as a list.
        if m := FOOTNOTE_DEFINITION_RE.match(line):
            line = f"{self.footnote(m.group('id'))} {m.group('text')}  "
        line = FOOTNOTE_REF_RE.sub(lambda m: self.footnote(m.group("id")), line)

        def attach(m: re.Match[str]) -> str:
            name = m.group(2)
            data = (DOCS / "img" / name).read_bytes()
            # Base64 for SVG too: nbconvert and JupyterLab build `data:<mime>;base64,...` URLs from it.
            mime = "image/svg+xml" if name.endswith(".svg") else "image/png"
            self.attachments[name] = {mime: base64.b64encode(data).decode("ascii")}
            return f"![{m.group(1)}](attachment:{name})"

        self.markdown.append(_inline(IMAGE_RE.sub(attach, line), self.page.lang))

    def add_code(self, code: str, output: str) -> None:
        self.flush()
        cell = nbformat.v4.new_code_cell(code.rstrip("\n"))  # type: ignore[no-untyped-call]  # nbformat
        text = output.rstrip("\n") + "\n"
        stream = nbformat.v4.new_output("stream", name="stdout", text=text)  # type: ignore[no-untyped-call]
        cell.outputs = [stream]
        self.cells.append(cell)


# TensorFlow sets up its Python logger for the process that imports it: in an interactive one (a Jupyter
# kernel, Colab) its level is INFO and it writes to stdout, among a cell's outputs; in a script, WARNING to
# stderr. A notebook's first code cell makes it log as the scripts do, so that each cell's output is the
# page's (tests/test_notebooks.py runs a notebook in a fresh kernel to prove it).
LOGGING_SETUP = """import logging
import sys

import tensorflow as tf

tf.get_logger().setLevel(logging.WARNING)
for handler in tf.get_logger().handlers:
    handler.setStream(sys.stderr)"""

DEVICE_SETUP = "set_logical_device_configuration("


def device_setup(page: Page) -> str | None:
    """The distributed examples split the CPU into two logical devices, which TensorFlow allows only
    before it starts. A script does that on its first lines; in a notebook, earlier cells have started
    TensorFlow already, so the notebook does it in a cell of its own at the top, with the block's own lines
    (the block's identical call later is then a no-op)."""
    for block in page.executed:
        if DEVICE_SETUP in block.code:
            lines = block.code.splitlines()
            at = next(n for n, line in enumerate(lines) if DEVICE_SETUP in line)
            wanted = ["import tensorflow as tf", lines[at - 1], ANNOTATION_MARK_RE.sub("", lines[at])]
            return "\n".join(wanted)
    return None


def page_to_notebook(page: Page) -> nbformat.NotebookNode:
    blocks = {b.page_line: b for b in page.executed}
    b = _Builder(page)
    raw, origins = page.expanded, page.origins
    lines = scan(raw)

    def next_of(kind: str, after: int) -> int:
        return next(line.index for line in lines[after + 1 :] if line.kind == kind)

    container = None  # "tab" or "admonition": its content is indented by 4 and dedented here
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.kind != "blank" and not line.indent:
            container = None
        if line.kind == "tab" and not line.indent:
            container = "tab"
            b.add_markdown(f"**{line.value}**")
            b.add_markdown("")
            i += 1
            continue
        if line.kind == "admonition" and not line.indent:
            container = "admonition"
            b.add_markdown(f"> **{line.info or line.value.capitalize()}**")
            i += 1
            continue
        depth = 4 if container else 0
        quote = "> " if container == "admonition" else ""
        text = line.text[depth:] if line.text.startswith(" " * depth) else line.text.lstrip()
        if line.kind == "fence":
            end = next_of("fence-end", i)
            body = [t[depth:] for t in raw[i + 1 : end]]
            block = blocks.get(origins[i].page_line)
            if block is not None and block.syntax in EXECUTED:
                b.add_code(block.code, block.expected_output or "")
                # Annotation lists between the code and its output stay as Markdown; the marker and
                # the output fence are dropped (the output is the code cell's stored output).
                mark = next_of("expected-output", end)
                for t in raw[end + 1 : mark]:
                    b.add_markdown(t[depth:])
                i = next_of("fence-end", next_of("fence", mark)) + 1
                b.flush()
                continue
            if line.value == "math":
                rendered = [convert("\n".join(body).strip(), display="block")]
            else:
                rendered = [text, *body, line.fence]
            for r in rendered:
                b.add_markdown((quote + r).rstrip())
            i = end + 1
            continue
        b.add_markdown((quote + text).rstrip())
        i += 1
    b.flush()

    nb: nbformat.NotebookNode = nbformat.v4.new_notebook()  # type: ignore[no-untyped-call]  # nbformat
    nb.cells = b.cells
    labels = config(page.lang)["extra"]["notebook_labels"]
    setup = [("logging", LOGGING_SETUP)]
    if device := device_setup(page):
        setup.append(("setup", device))
    # After the title, before any cell has started TensorFlow: each setup cell under its explanation.
    nb.cells[1:1] = [
        cell
        for label, code in setup
        for cell in (
            nbformat.v4.new_markdown_cell(labels[label]),  # type: ignore[no-untyped-call]  # nbformat
            nbformat.v4.new_code_cell(code),  # type: ignore[no-untyped-call]  # nbformat
        )
    ]
    for n, cell in enumerate(nb.cells):
        cell["id"] = f"cell-{n:03d}"  # deterministic (nbformat would pick random ids)
        if cell["cell_type"] == "code":
            cell["execution_count"] = None
    nb.metadata = {
        "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
        "language_info": {"name": "python"},
    }
    return nb


def render(page: Page, nb: nbformat.NotebookNode | None = None) -> str:
    """The notebook file's text: ``nb``, or the page's notebook."""
    text: str = nbformat.writes(nb or page_to_notebook(page))  # type: ignore[no-untyped-call]  # nbformat
    return text + "\n"


# Where a view's markdown is not the notebook's: images are files of the site, not attachments, and links
# to other pages are relative (checked by the strict build), not the published site's addresses.
ATTACHMENT_RE = re.compile(r"\]\(attachment:([^)]+)\)")
ANNOTATION_LIST_RE = re.compile(r"1\.  ")
OUTPUT_TITLE_RE = re.compile(r'```text title="([^"]+)"')


def render_view(page: Page, nb: nbformat.NotebookNode | None = None) -> str:
    """The notebook view: the notebook's cells (``nb``, or the page's notebook) as a page of the site
    (see the module's docstring)."""
    cells = (nb or page_to_notebook(page)).cells
    site = re.escape(config(page.lang)["site_url"])
    link_re = re.compile(rf"\]\({site}([\w-]*?)/?(#[^)]*)?\)")
    output_title = OUTPUT_TITLE_RE.search(page.source)
    assert output_title, f"{page.where}: no output block to take its title from"
    front_matter = [
        "---",
        f"# Generated by python -m tools.generate.notebooks from {page.name} (never edit by hand)",
        f"notebook_view: {page.topic}",
        f"source_file: docs/{page.lang}/{page.name}  # what its edit link opens",
        "search:",
        "  exclude: true  # it repeats its topic page word for word",
        "---",
    ]

    def annotates(n: int) -> bool:
        """Cell n is the annotation list of the code cell before it (the page shows it under the code)."""
        return (
            0 < n < len(cells)
            and cells[n - 1].cell_type == "code"
            and cells[n].cell_type == "markdown"
            and bool(ANNOTATION_LIST_RE.match(cells[n].source))
        )

    parts = []
    for n, cell in enumerate(cells):
        if cell.cell_type == "markdown":
            if not annotates(n):  # an annotation list is written with its code cell
                source = ATTACHMENT_RE.sub(r"](../img/\1)", cell.source)
                parts.append(
                    link_re.sub(lambda m: f"](../{m.group(1) or 'index'}.md{m.group(2) or ''})", source)
                )
            continue
        parts.append(f"```python\n{cell.source}\n```")
        if annotates(n + 1):
            parts.append(cells[n + 1].source)
        text = "".join(o.get("text", "") for o in cell.outputs).rstrip("\n")
        if text:
            parts.append(f'```text title="{output_title.group(1)}"\n{text}\n```')
    return "\n".join(front_matter) + "\n\n" + "\n\n".join(parts) + "\n"


def topic_pages(lang: str) -> list[Page]:
    """Pages with executed code get a notebook; the others (home, glossary) do not."""
    return [p for p in load_pages(lang) if p.executed]


def main(argv: list[str] | None = None) -> int:

    parser = cli.parser(__name__, __doc__)
    parser.add_argument(
        "--check", action="store_true", help="write nothing; exit 1 naming every stale notebook"
    )
    check = parser.parse_args(argv).check
    stale = []
    count = 0
    for lang in LANGS:
        expected_files = set()
        for page in topic_pages(lang):
            nb = page_to_notebook(page)
            for path, text in (
                (notebook_path(lang, page.name), render(page, nb)),
                (view_path(lang, page.name), render_view(page, nb)),
            ):
                expected_files.add(path)
                count += 1
                if not path.exists() or path.read_text(encoding="utf-8") != text:
                    stale.append(str(path.relative_to(DOCS.parent)))
                    if not check:
                        path.parent.mkdir(parents=True, exist_ok=True)
                        path.write_text(text, encoding="utf-8")
        for path in (DOCS / lang / NOTEBOOKS).glob("*.*"):
            if path not in expected_files:
                stale.append(f"{path.relative_to(DOCS.parent)} (no page)")
                if not check:
                    path.unlink()
    if check:
        if stale:
            print("out of date (run `make notebooks`):\n  " + "\n  ".join(stale))
            return 1
        print(f"{count} notebooks and views up to date")
        return 0
    print(
        f"{count} notebooks and views, {len(stale)} written or removed"
        + (":\n  " + "\n  ".join(stale) if stale else "")
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
