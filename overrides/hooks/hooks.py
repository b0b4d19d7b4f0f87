"""MkDocs hooks (typed as in MkDocs' and Material's own hooks) shared by the three language builds
(listed once in mkdocs.yml, inherited by the others). Only what nothing but a hook can do is here (README,
"If the site moves to Zensical"); the rest is a Markdown extension (overrides/hooks/codeblocks.py,
overrides/hooks/mdext.py), configuration (each language's `site_url`) or the build script
(tools/site/build.py: llms.txt, the palette stylesheet's rule).

- A `urljoin` filter for the absolute hreflang alternates in overrides/sitemap.xml.
- What snippets/matrix.json says about other TensorFlow versions goes onto the pages
  (overrides/hooks/compat.py): it needs the language's labels (`extra.matrix`) and, for the
  compatibility table, the nav, which a Markdown extension does not see.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urljoin

from jinja2 import Environment
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from overrides.hooks import compat
from tools.harness.model import nav_entries


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
