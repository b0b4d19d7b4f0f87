"""MkDocs hooks (typed as in MkDocs' and Material's own hooks) shared by the three language builds
(listed once in mkdocs.yml, inherited by the others).

- The published address is written once, as the English site's `site_url` in mkdocs.yml; every other
  language is published next to it (…/en/ → …/ko/, …/zh/), so its build derives its own site_url here.
  tools/pages.config() applies the same function, so scripts and tests see what the build sees.
- A `urljoin` filter for the absolute hreflang alternates in overrides/sitemap.xml.
- Code blocks: identifiers are unwrapped from Pygments' `<span class="n">`,
  and every block of a page starts keyboard-focusable (see on_page_content).
- One rule is taken out of Material's palette stylesheet (see on_post_build).
- What snippets/matrix.json says about other TensorFlow versions goes onto the pages
(overrides/hooks/compat.py).
"""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urljoin

from jinja2 import Environment
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from overrides.hooks import compat
from tools.harness.model import language_site_url, nav_entries

# Pygments wraps every identifier in <span class="n">, and Material colours `.n` with
# --md-code-hl-name-color, which both palettes set to the code's own colour (tests/test_site.py checks
# this). Unwrapping them changes no colour and no copied text (only the anti-aliasing of some glyph edges:
# 0.1% of the pixels of a code block's screenshot), and removes a quarter of the elements of a topic page
# (1,162 of 4,780 on clipping). Material's scripts force several whole-page style recalculations at load,
# each visiting every element; in one 5-run comparison this cut mobile Total Blocking Time by 26-34%.
NAME_SPAN = re.compile(r'<span class="n">([^<]*)</span>')
# Material gives a code block that overflows tabindex="0", so it can be scrolled with the keyboard, and
# takes it away from one that fits. With `content.lazy` (mkdocs.yml) it decides only when the block first
# scrolls into view; until then a wide block could not be reached by keyboard (axe:
# scrollable-region-focusable). So every block starts focusable, and Material settles it on mounting.
CODE_BLOCK = "<pre><span></span><code>"
# Material's palette script sets <body data-md-color-switching> for one frame on every page load (and on
# every light/dark toggle), so that this rule switches colours without animating them. Setting and
# removing the attribute makes the browser restyle every element of the page twice while the page loads.
# Lighthouse mobile on ko/clipping, 6 interleaved runs each: median 90 with the rule, 98.5 without it.
# Without it, a toggle cross-fades the colours over Material's own 125-250 ms transitions.
SWITCHING_RULE = (
    "[data-md-color-switching] *,[data-md-color-switching] :after,"
    "[data-md-color-switching] :before{transition-duration:0s!important}"
)


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    # urljoin treats a missing site_url (None) and "" alike: the relative "../<code>/".
    config.site_url = language_site_url(config.site_url or "", config.theme["language"])
    return config


def on_env(env: Environment, *, config: MkDocsConfig, files: Files) -> Environment:
    env.filters["urljoin"] = urljoin
    return env


def on_page_markdown(markdown: str, *, page: Page, config: MkDocsConfig, files: Files) -> str:
    labels = config.extra.get("matrix")
    if not labels or not page.file.src_uri.endswith(".md"):
        return markdown
    pages = None
    if compat.TABLE_MARK in markdown:
        assert config.nav is not None, "the compatibility table lists the pages of mkdocs.yml's nav"
        pages = compat.pages_with_examples(
            Path(config.docs_dir), [page for _, page in nav_entries(config.nav)]
        )
    return compat.annotate(markdown, labels, pages)


def on_page_content(html: str, *, page: Page, config: MkDocsConfig, files: Files) -> str:
    if page.file.src_uri.endswith(".md"):
        html = NAME_SPAN.sub(r"\1", html)
        html = html.replace(CODE_BLOCK, '<pre><span></span><code tabindex="0">')
    return html


def on_post_build(*, config: MkDocsConfig) -> None:
    # tests/test_site.py checks that Material's stylesheet has the rule and the built one does not.
    for sheet in Path(config.site_dir, "assets", "stylesheets").glob("palette.*.min.css"):
        sheet.write_text(sheet.read_text(encoding="utf-8").replace(SWITCHING_RULE, ""), encoding="utf-8")
