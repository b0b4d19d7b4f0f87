"""For readers' tools (AI assistants, crawlers), written by the build into each language's site:

    <lang>/llms.txt          the site's title, what it promises, then every page of the nav by nav section,
                             each a link to its Markdown version (the llmstxt.org format)
    <lang>/llms-full.txt     all the Markdown versions in one file
    <lang>/<page>/index.md   a page's Markdown version: its built content (code, the outputs the tests
                             checked, the version notes the build adds) in Markdown, links absolute
    llms.txt                 at the site's root: the three languages' llms.txt, for a tool that asks the
                             root (``root()``)

Made from the built HTML (the same text a reader sees) by markdownify, the HTML-to-Markdown converter
mkdocs-llmstxt uses. That plugin was tried first: it made each language's build take 9 s more (it
converts the highlighted code span by span and reformats the result with mdformat), and it reads
site_url before this site's hook sets each language's own. Here each code block's text replaces its
highlighting before conversion: about 2.3 s per language (measured on ko), the three run in parallel.
tests/test_site.py checks the result (``-k llms``, ``-k markdown_versions``).
"""

from __future__ import annotations

import html
import re
from pathlib import Path
from urllib.parse import urljoin

from bs4 import BeautifulSoup, Tag
from markdownify import ATX, MarkdownConverter

from tools.harness.model import DEFAULT_LANG, LANGUAGES, nav_entries
from tools.harness.pages import config, page_url

ARTICLE = re.compile(r'<article class="md-content__inner md-typeset">(.*?)</article>', re.S)
PRE = re.compile(r"(<pre\b[^>]*>)(.*?)(</pre>)", re.S)
TAG = re.compile(r"<[^>]+>")


def _language(tag: Tag) -> str:
    """A code block's language, from Material's ``language-<name>`` class on it or its parent."""
    for element in (tag, tag.parent):
        for name in (element.get("class") or []) if isinstance(element, Tag) else []:
            if name.startswith("language-"):
                return str(name.removeprefix("language-"))
    return ""


CONVERTER = MarkdownConverter(
    bullets="-", code_language_callback=_language, escape_underscores=False, heading_style=ATX
)


def _plain_code(match: re.Match[str]) -> str:
    """A <pre> block with its text only: the highlighting spans removed (the same Markdown, a tenth of
    the elements to convert)."""
    return match[1] + html.escape(html.unescape(TAG.sub("", match[2])), quote=False) + match[3]


def page_markdown(page_html: str, url: str, versions: frozenset[str]) -> tuple[str, str]:
    """A built page's title and content as Markdown; `url` is the page's own absolute address, and a link
    to one of `versions` (addresses of pages) goes to that page's Markdown version."""
    match = ARTICLE.search(page_html)
    assert match, f"{url}: no article"
    soup = BeautifulSoup(PRE.sub(_plain_code, match[1]), "html.parser")
    # Not content: the buttons beside the title, permalinks, images (their text is the prose around them)
    # and the tabs' radio buttons.
    for tag in soup.select("a.md-content__button, a.headerlink, img, svg, input"):
        tag.decompose()
    # A tab's label (TF2, TF1 (tf.compat.v1)) goes, in bold, at the top of the tab's content: without it
    # the two versions of an example would follow each other with nothing to tell them apart.
    for tabbed in soup.select("div.tabbed-set"):
        labels = tabbed.select_one(":scope > div.tabbed-labels")
        blocks = tabbed.select(":scope > div.tabbed-content > div.tabbed-block")
        assert labels is not None, f"{url}: a tab set without labels"
        for label, block in zip(labels.find_all("label"), blocks, strict=True):
            title = soup.new_tag("p")
            title.append(soup.new_tag("strong", string=label.get_text()))
            block.insert(0, title)
        labels.decompose()
    for link in soup.find_all("a", href=True):
        link["href"] = _absolute(str(link["href"]), url, versions)
    h1 = soup.find("h1")
    assert h1 is not None, f"{url}: no title"
    # The page's notebook links (overrides/main.html) come before its title: put them under it.
    for links in soup.select("nav.notebook-links"):
        h1.insert_after(links.extract())
    return h1.get_text().strip(), str(CONVERTER.convert_soup(soup)).strip() + "\n"


def _absolute(href: str, base: str, versions: frozenset[str]) -> str:
    """A link as an absolute address; one to a page that has a Markdown version, to that version."""
    if href.startswith("#"):
        return href
    target = urljoin(base, href)
    page, hash_, fragment = target.partition("#")
    return f"{page}index.md{hash_}{fragment}" if page in versions else target


def write(site: Path, lang: str) -> None:
    """Write a built language's llms.txt, llms-full.txt and Markdown versions into `site` (its folder)."""
    cfg = config(lang)
    site_url: str = cfg["site_url"]
    llms = cfg["extra"]["llms"]
    head = f"# {cfg['site_name']}\n\n> {cfg['site_description']}\n\n{llms['description'].strip()}\n"
    index, full, section = [head], [head], None
    pages = nav_entries(cfg["nav"])
    versions = frozenset(site_url + page_url(name) for _, name in pages)
    for title, name in pages:
        title = title or llms["start"]
        if title != section:
            section = title
            index.append(f"\n## {title}\n\n")
            full.append(f"\n# {title}\n\n")
        url = site_url + page_url(name)
        built = site / page_url(name) / "index.html"
        heading, markdown = page_markdown(built.read_text(encoding="utf-8"), url, versions)
        (built.parent / "index.md").write_text(markdown, encoding="utf-8")
        index.append(f"- [{heading}]({url}index.md)\n")
        full.append(markdown + "\n")
    (site / "llms.txt").write_text("".join(index), encoding="utf-8")
    (site / "llms-full.txt").write_text("".join(full), encoding="utf-8")


def root() -> str:
    """The site root's llms.txt: the site's title and description, then each language's llms.txt."""
    cfg = config(DEFAULT_LANG)
    lines = [f"# {cfg['site_name']}\n\n> {cfg['site_description']}\n\n## Languages\n\n"]
    for language in LANGUAGES:
        lines.append(f"- [{language.name}]({config(language.code)['site_url']}llms.txt)\n")
    return "".join(lines)
