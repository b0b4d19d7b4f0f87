"""A Python-Markdown extension (listed under `markdown_extensions` in mkdocs.yml) that edits the HTML of
highlighted code blocks once the page is converted: a Markdown extension rather than an MkDocs hook, so
a build that runs extensions but no hooks (Zensical) keeps it.

- Identifiers are unwrapped from Pygments' `<span class="n">`. Material colours `.n` with
  --md-code-hl-name-color, which both palettes set to the code's own colour (tests/test_site.py checks
  this). Unwrapping them changes no colour and no copied text (only the anti-aliasing of some glyph edges:
  0.1% of the pixels of a code block's screenshot), and removes a quarter of the elements of a topic page
  (1,162 of 4,780 on clipping). Material's scripts force several whole-page style recalculations at load,
  each visiting every element; in one 5-run comparison this cut mobile Total Blocking Time by 26-34%.
- Every block starts keyboard-focusable. Material gives a code block that overflows tabindex="0", so it
  can be scrolled with the keyboard, and takes it away from one that fits. With `content.lazy`
  (mkdocs.yml) it decides only when the block first scrolls into view; until then a wide block could not
  be reached by keyboard (axe: scrollable-region-focusable). Material settles it on mounting.
- Every table sits in a plain `<div class="table-holder">`, with no style of its own. Material's script
  wraps each table in its scrolling frame at load (taking it out of the page and putting it back); with
  the table a child of the article, that restyled every element of the article after it (Material's
  tab rules use `:nth-child`, so Chromium restyles the following siblings of any child inserted there):
  on the longest topic page a 2,014-element recalculation in the load's longest task but one. In the
  holder the table has no siblings, and the holder's margins collapse into the frame's: the tables and
  everything around them sit where they did (tests/test_browser.py compares).
"""

from __future__ import annotations

import re
from typing import Any

from markdown import Extension, Markdown
from markdown.postprocessors import Postprocessor

NAME_SPAN = re.compile(r'<span class="n">([^<]*)</span>')
CODE_BLOCK = "<pre><span></span><code>"
FOCUSABLE = '<pre><span></span><code tabindex="0">'


class CodeBlocks(Postprocessor):
    def run(self, text: str) -> str:
        text = NAME_SPAN.sub(r"\1", text).replace(CODE_BLOCK, FOCUSABLE)
        return text.replace("<table>", '<div class="table-holder"><table>').replace(
            "</table>", "</table></div>"
        )


class CodeBlocksExtension(Extension):
    def extendMarkdown(self, md: Markdown) -> None:  # noqa: N802 (Python-Markdown's name)
        # After "raw_html" (30), which puts the highlighted blocks back into the page.
        md.postprocessors.register(CodeBlocks(md), "code_blocks", 5)


def makeExtension(**kwargs: Any) -> CodeBlocksExtension:  # noqa: N802 (Python-Markdown's name)
    return CodeBlocksExtension(**kwargs)
