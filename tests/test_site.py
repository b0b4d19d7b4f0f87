"""The built site: a strict build of every language, and what a reader gets from it."""

from __future__ import annotations

import functools
import html
import json
import re
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import nbformat
import pytest

from tools.harness.model import CONFIG_FILES, DEFAULT_LANG, TRANSLATED, nav_entries
from tools.harness.pages import LANGS, ROOT, config, load_pages, page_names, page_url
from tools.measure.lighthouse import page_name

HANGUL = re.compile(r"[\uac00-\ud7a3]")
HAN = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture(scope="session")
def site(built_site) -> Path:
    return built_site


def _page_html(site: Path, lang: str, name: str) -> str:
    return (site / lang / page_url(name) / "index.html").read_text(encoding="utf-8")


def _text(page_html: str) -> str:
    main = page_html.split('<article class="md-content__inner md-typeset">', 1)[1].split("</article>", 1)[0]
    return html.unescape(re.sub(r"<[^>]+>", "", main))


@pytest.mark.parametrize("lang", LANGS)
def test_every_page_built(site, lang):
    for name in page_names(lang):
        page = _page_html(site, lang, name)
        assert f'<html lang="{lang}"' in page, f"{lang}/{name}: wrong <html lang>"


@pytest.mark.parametrize("lang", LANGS)
def test_outputs_shown_under_their_code(site, lang):
    """Each block's code, then its output, appear in the rendered page in the order of the source."""
    for page in load_pages(lang):
        text = _text(_page_html(site, lang, page.name))
        pos = 0
        for block in page.executed:
            first_line = next(line for line in block.code.splitlines() if line.strip() and "(1)" not in line)
            code_at = text.find(first_line.strip(), pos)
            assert code_at >= 0, f"{block.where}: code not rendered after position {pos}"
            out_at = text.find(block.expected_output.strip(), code_at)
            assert out_at > code_at, f"{block.where}: output not rendered under its code"
            pos = out_at


@pytest.mark.parametrize("lang", LANGS)
def test_search_index_holds_one_language(site, lang):
    index = json.loads((site / lang / "search" / "search_index.json").read_text(encoding="utf-8"))
    assert index["config"]["lang"] == [lang]
    locations = {doc["location"].split("#")[0] for doc in index["docs"]}
    # Every page, and no notebook view: it repeats its page word for word (overrides/hooks/hooks.py).
    expected = {page_url(name) for name in page_names(lang)}
    assert locations == expected
    text = " ".join(
        doc["title"] + " " + doc["text"]
        for doc in index["docs"]
        if doc["location"].startswith("gradients-api/")
    )
    if lang == "ko":
        assert HANGUL.search(text) and not HAN.search(text)
    elif lang == "zh":
        assert HAN.search(text) and not HANGUL.search(text)
        assert "\u200b" in text, "Chinese text not segmented (is jieba installed?)"
    else:
        assert not HANGUL.search(text) and not HAN.search(text)


@pytest.mark.parametrize("lang", LANGS)
def test_language_selector_points_to_each_language(site, lang):
    """The selector links straight to the same page in each language (home page on the 404 page)."""
    for name, where in (
        ("gradients-api.md", "gradients-api"),
        ("notebooks/clipping.md", "notebooks/clipping"),
    ):
        page = (site / lang / where / "index.html").read_text(encoding="utf-8")
        links = dict(re.findall(r'<a href="([^"]+)" hreflang="(\w+)" class="md-select__link"', page))
        targets = {hreflang: (site / lang / where / href).resolve() for href, hreflang in links.items()}
        assert targets == {other: (site / other / where).resolve() for other in LANGS}, (lang, name, links)


@pytest.mark.parametrize("lang", LANGS)
def test_hreflang_alternates_are_absolute_and_in_the_sitemap(site, lang):
    """Search engines need absolute hreflang URLs, and Material's relative ones (which its selector would
    resolve through each language's sitemap) are gone from the head; the sitemap lists, for every page,
    the same page in every language plus x-default = English, each one a page the build produced."""
    base = config(DEFAULT_LANG)["site_url"][: -len(f"{DEFAULT_LANG}/")]
    for page in (site / lang).rglob("*.html"):
        assert '<link rel="alternate"' not in page.read_text(encoding="utf-8"), page.relative_to(site)
    sitemap = (site / lang / "sitemap.xml").read_text(encoding="utf-8")
    entries = re.findall(r"<url>(.*?)</url>", sitemap, re.S)
    assert len(entries) == len(page_names(lang)) + len(
        list((ROOT / "docs" / lang / "notebooks").glob("*.md"))
    )
    for entry in entries:
        loc = re.search(r"<loc>([^<]+)</loc>", entry).group(1)
        url = loc[len(f"{base}{lang}/") :]
        links = dict(
            (h, u)
            for h, u in re.findall(r'<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/>', entry)
        )
        assert links == {other: f"{base}{other}/{url}" for other in LANGS} | {
            "x-default": f"{base}en/{url}"
        }, loc
        for target in links.values():
            assert (site / target[len(base) :] / "index.html").exists(), f"{loc}: {target} not built"


@pytest.mark.parametrize("lang", LANGS)
def test_cjk_headings_get_readable_anchors(site, lang):
    ids = re.findall(r'<h2 id="([^"]+)"', _page_html(site, lang, "gradients-api.md"))
    assert ids and not any(re.fullmatch(r"_\d+", i) for i in ids), ids
    if lang != DEFAULT_LANG:
        assert any((HANGUL if lang == "ko" else HAN).search(i) for i in ids), ids


@pytest.mark.parametrize("lang", LANGS)
def test_every_heading_has_a_permalink(site, lang):
    """`toc.permalink` in mkdocs.yml, one title for all (its language: test_no_english_interface_text).
    Without permalinks no other test fails (a language file that leaves `toc:` empty loses them too, and
    its readable anchors with them, which test_cjk_headings_get_readable_anchors sees)."""
    from bs4 import BeautifulSoup

    soup = BeautifulSoup(_page_html(site, lang, "clipping.md"), "html.parser")
    headings = soup.select("article h2, article h3")
    links = [h.select_one("a.headerlink") for h in headings]
    assert headings and all(links), [h.get_text() for h, a in zip(headings, links) if not a]
    titles = {a["title"] for a in links}
    assert len(titles) == 1 and "" not in titles, titles


def test_no_third_party_requests(site):
    """Nothing the browser loads (scripts, styles, fonts, images) comes from another host."""
    loads = re.compile(
        r'<(?:script|img|iframe|source|audio|video)[^>]*\ssrc="([^"]+)"|<link[^>]*\shref="([^"]+)"[^>]*>'
    )
    own = {config(lang)["site_url"] for lang in LANGS}
    offenders = []
    for page in site.rglob("*.html"):
        for m in loads.finditer(page.read_text(encoding="utf-8")):
            url = m.group(1) or m.group(2)
            tag = m.group(0)
            if url.startswith(("http://", "https://", "//")) and not any(url.startswith(o) for o in own):
                if 'rel="alternate"' in tag or 'rel="canonical"' in tag:
                    continue
                offenders.append(f"{page.relative_to(site)}: {url}")
    for css in site.rglob("*.css"):
        for url in re.findall(r"url\((['\"]?)(https?:)?//[^)]+\)", css.read_text(encoding="utf-8")):
            offenders.append(f"{css.relative_to(site)}: {url}")
    assert not offenders, "\n".join(offenders)


def test_no_build_code_is_published(site):
    """overrides/ is the theme directory and overrides/hooks/ the build's Python: MkDocs copies a theme
    directory's static files into the site, but never a .py (or a cache of one)."""
    published = [p.relative_to(site).as_posix() for p in site.rglob("*") if p.suffix in (".py", ".pyc")]
    assert not published, published


def test_root_page_sends_readers_to_their_language(site):
    root = (site / "index.html").read_text(encoding="utf-8")
    for lang in LANGS:
        assert f'href="{lang}/"' in root
    assert "url=en/" in root


def test_strict_build_fails_on_a_broken_anchor(tmp_path):
    """The validation settings in mkdocs.yml turn a broken link or #anchor into a failed build."""
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "index.md").write_text("# Home\n\n[gone](index.md#no-such-heading) [missing](nowhere.md)\n")
    cfg = tmp_path / "mkdocs.yml"
    cfg.write_text(
        f"INHERIT: {ROOT / 'mkdocs.yml'}\ndocs_dir: {docs}\nnav: [index.md]\nwatch: []\n"
        f"theme: {{custom_dir: {ROOT / 'overrides'}}}\nhooks: [{ROOT / 'overrides' / 'hooks' / 'hooks.py'}]\n"
    )
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "mkdocs",
            "build",
            "--strict",
            "-f",
            str(cfg),
            "--site-dir",
            str(tmp_path / "out"),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert proc.returncode != 0
    assert "no-such-heading" in proc.stderr and "nowhere.md" in proc.stderr, proc.stderr


def test_home_states_the_tested_versions(site):
    """Read from the installed packages at build time, not typed by hand."""
    for lang in LANGS:
        home = _page_html(site, lang, "index.md")
        for package in ("tensorflow", "keras", "numpy", "scikit-learn", "matplotlib"):
            assert f"<code>{version(package)}</code>" in home, f"{lang}: {package} version missing"


def test_math_is_mathml_built_in(site):
    """Formulas are MathML written at build time: no MathJax/KaTeX, nothing fetched to render them."""
    pages = [p for p in site.rglob("*.html") if "<math" in p.read_text(encoding="utf-8")]
    assert pages, "no formula on the site"
    for page in pages:
        scripts = re.findall(r'<script[^>]*\ssrc="([^"]*)"', page.read_text(encoding="utf-8"))
        assert all(
            s.startswith(("../", "assets/", "data:"))
            and "mathjax" not in s.lower()
            and "katex" not in s.lower()
            for s in scripts
        ), f"{page}: {scripts}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_image_is_shown(site, lang):
    """Each committed image appears on at least one page of every language."""
    shown = set()
    for page in (site / lang).rglob("index.html"):
        shown |= set(re.findall(r'src="[^"]*img/([^"/]+)"', page.read_text(encoding="utf-8")))
    committed = {p.name for p in (ROOT / "docs" / "img").iterdir()}
    assert committed <= shown, f"{lang}: images no page shows: {sorted(committed - shown)}"


@pytest.mark.parametrize("lang", LANGS)
def test_notebook_views_are_rendered_pages(site, lang):
    """A real page of the site in its language, with the language selector, showing every code cell of
    its notebook with the cell's stored output under it; the notebook itself next to it for download."""
    topics = [p for p in load_pages(lang) if p.executed]
    assert topics
    for topic in topics:
        view = site / lang / "notebooks" / topic.topic / "index.html"
        assert view.is_file(), f"{lang}: no notebook view for {topic.topic}"
        page = view.read_text(encoding="utf-8")
        assert f'<html lang="{lang}"' in page
        assert 'class="md-select__link"' in page, f"{lang}/notebooks/{topic.topic}: no language selector"
        notebook = site / lang / "notebooks" / f"{topic.topic}.ipynb"
        assert notebook.is_file(), f"{lang}/notebooks/{topic.topic}.ipynb: download missing"
        cells = [c for c in nbformat.read(notebook, as_version=4).cells if c.cell_type == "code"]
        shown = [
            html.unescape(re.sub(r"<[^>]+>", "", c)).rstrip("\n")
            for c in re.findall(r"<pre[^>]*>(?:<span></span>)?<code[^>]*>(.*?)</code></pre>", page, re.S)
        ]
        # Each code cell's source and, where it printed, its output are shown in the order of the notebook.
        expected = []
        for cell in cells:
            expected.append(cell.source)
            text = "".join(o.get("text", "") for o in cell.outputs)
            if text:
                expected.append(text.rstrip("\n"))
        position = 0
        for want in expected:
            assert want in shown[position:], f"{lang}/notebooks/{topic.topic}: cell not shown:\n{want[:300]}"
            position = shown.index(want, position) + 1


@pytest.mark.parametrize("lang", LANGS)
def test_topic_pages_link_their_notebook(site, lang):
    for page in load_pages(lang):
        if not page.executed:
            continue
        topic = page.topic
        html_text = _page_html(site, lang, page.name)
        nav = html_text.split('<nav class="notebook-links"', 1)[1].split("</nav>", 1)[0]
        hrefs = re.findall(r'href="([^"]+)"', nav)
        local = [h for h in hrefs if not h.startswith("https://")]
        for href in local:
            target = (site / lang / topic / href).resolve()
            assert target.exists() or (target / "index.html").exists(), f"{lang}/{topic}: {href} broken"
        colab = [h for h in hrefs if h.startswith("https://colab.research.google.com/github/")]
        assert colab and colab[0].endswith(f"/docs/{lang}/notebooks/{topic}.ipynb"), colab


def test_every_language_has_the_same_nav():
    """The reader's path through the site (mkdocs.yml's nav, in sections): the same pages in the same order
    in every language, each page of the language in it once, each section's title translated."""
    en = nav_entries(config(DEFAULT_LANG)["nav"])
    assert sorted(page for _, page in en) == sorted(page_names(DEFAULT_LANG)), (
        "a page is missing from the nav"
    )
    assert len({page for _, page in en}) == len(en), "a page is in the nav twice"
    for lang in TRANSLATED:
        nav = nav_entries(config(lang)["nav"])
        assert [page for _, page in nav] == [page for _, page in en], (
            f"{lang}: not mkdocs.yml's pages and order"
        )
        titles = {title for title, _ in nav if title}
        assert titles and not titles & {title for title, _ in en if title}, f"{lang}: untranslated sections"


@pytest.mark.parametrize("lang", LANGS)
def test_each_page_links_its_neighbours_on_the_path(site, lang):
    """A reader who lands on any page from a search is one click from the previous and the next step of
    the path (Material's `navigation.footer` links, in the nav's order)."""
    order = [page for _, page in nav_entries(config(lang)["nav"])]
    for n, name in enumerate(order):
        html_text = _page_html(site, lang, name)
        links = dict(
            (kind, href)
            for href, kind in re.findall(
                r'<a href="([^"]+)" class="md-footer__link md-footer__link--(\w+)"', html_text
            )
        )
        for kind, other in (
            ("prev", order[n - 1] if n else None),
            ("next", order[n + 1] if n + 1 < len(order) else None),
        ):
            if other is None:
                assert kind not in links, f"{lang}/{name}: a {kind} link before the path's end"
                continue
            target = (site / lang / page_url(name) / links.get(kind, "missing")).resolve()
            assert target == (site / lang / page_url(other)).resolve(), (
                f"{lang}/{name}: {kind} is not {other}"
            )


def test_published_addresses_agree():
    """Every language is published next to the English site (each config writes its own site_url, as a
    build without hooks needs); repo_url is written once, and Colab's repository is the one whose GitHub
    Pages site that is."""
    from urllib.parse import urlparse

    urls = {lang: config(lang)["site_url"] for lang in LANGS}
    base = urls[DEFAULT_LANG][: -len(f"{DEFAULT_LANG}/")]
    assert all(url == f"{base}{lang}/" for lang, url in urls.items()), urls
    for lang in TRANSLATED:
        text = (ROOT / CONFIG_FILES[lang]).read_text(encoding="utf-8")
        assert "repo_url" not in text, f"{CONFIG_FILES[lang]} sets repo_url again"
    host, path = urlparse(base).hostname, urlparse(base).path.strip("/")
    repo = config(DEFAULT_LANG)["repo_url"]
    assert host.endswith(".github.io") and repo == f"https://github.com/{host.split('.')[0]}/{path}", (
        base,
        repo,
    )


@pytest.mark.parametrize("lang", LANGS)
def test_table_header_cells_are_named(site, lang):
    """Every table's header row names each column (an empty corner cell leaves the first column's cells
    without a header for screen readers: axe td-has-header)."""
    for name in page_names(lang):
        for head in re.findall(r"<thead>(.*?)</thead>", _page_html(site, lang, name), re.S):
            cells = [
                re.sub(r"<[^>]+>", "", c).strip() for c in re.findall(r"<th[^>]*>(.*?)</th>", head, re.S)
            ]
            assert all(cells), f"{lang}/{name}: table header {cells} has an empty cell"


def test_code_blocks_as_the_codeblocks_extension_builds_them(site):
    """overrides/hooks/codeblocks.py (a Markdown extension) unwraps Pygments' <span class="n"> on the
    Markdown pages. That keeps every name's colour only while both of Material's palettes paint names in
    the code's own colour. It also makes every code block a tab stop until Material, mounting the block,
    decides whether it scrolls."""
    css = "".join(
        p.read_text(encoding="utf-8") for p in (site / DEFAULT_LANG / "assets" / "stylesheets").glob("*.css")
    )
    assert set(re.findall(r"--md-code-hl-name-color:([^;}]+)", css)) == {"var(--md-code-fg-color)"}
    for lang in LANGS:
        for name in page_names(lang):
            page = _page_html(site, lang, name)
            assert '<span class="n">' not in page, f"{lang}/{name}"
            assert re.findall(r"<pre[^>]*>(?:<span></span>)?<code[^>]*>", page) == (
                ['<pre><span></span><code tabindex="0">'] * page.count("<pre")
            ), f"{lang}/{name}"
        assert '<span class="o">=</span>' in _page_html(site, lang, "clipping.md")  # the rest stays


@pytest.mark.parametrize("lang", TRANSLATED)
def test_palette_is_the_english_one_with_translated_labels(lang):
    """mkdocs.ko.yml and mkdocs.zh.yml repeat mkdocs.yml's palette (INHERIT replaces a list whole) to
    translate the toggle labels; a change to the English palette must reach them."""

    def without_labels(palette):
        return [{**p, "toggle": {k: v for k, v in p["toggle"].items() if k != "name"}} for p in palette]

    en, own = config(DEFAULT_LANG)["theme"]["palette"], config(lang)["theme"]["palette"]
    assert without_labels(own) == without_labels(en)
    assert all(o["toggle"]["name"] != e["toggle"]["name"] for o, e in zip(own, en)), own


def test_palette_switch_rule_is_taken_out(site):
    """The build (tools/site/build.py) removes Material's `[data-md-color-switching] *` rule (two
    whole-page restyles at every load). It must be there to remove, and gone from every built language."""
    import material

    from tools.site.build import SWITCHING_RULE

    packaged = list(
        (Path(material.__file__).parent / "templates" / "assets" / "stylesheets").glob("palette.*.min.css")
    )
    assert len(packaged) == 1 and packaged[0].read_text(encoding="utf-8").count(SWITCHING_RULE) == 1
    for lang in LANGS:
        built = list((site / lang / "assets" / "stylesheets").glob("palette.*.min.css"))
        assert len(built) == 1 and "data-md-color-switching" not in built[0].read_text(encoding="utf-8")


# English interface text on the Korean and Chinese sites. What is checked, on every built HTML file of
# ko and zh (topic pages, notebook views, 404), after removing <pre>, <code>, <kbd>, <script>, <style>
# and MathML (code and math are the same bytes in every language):
# - these attributes, outside the page's content (<article>) and on the controls the theme and the build
#   put into it (headings' permalinks, copy and annotation buttons, footnote back-links): every one but
#   an image's description (`alt` in the content is prose, written and reviewed with the page);
INTERFACE_ATTRIBUTES = ("title", "aria-label", "aria-description", "alt", "placeholder", "label")
# - the content of <meta name="description"> and the document's <title>;
# - all text outside the page's content: header, navigation, table of contents, search, footer,
#   dialogs, the notebook views' chrome;
# - the strings Material's scripts show (the translations in <script id="__config">).
# Headings are the writers' text wherever they are repeated (navigation, table of contents, <title>, the
# previous/next links), so a page's headings are taken out of that text first. A Latin-script word then
# passes if it is part of a code-like name (`tf.gradients`, `clip_by_norm`, `minimize()`,
# `GradientTape`, `tf-keras`), an acronym or version (TF2, CPU), a product name below, a language's own
# name, or kept in Latin script by the glossary's Korean or Chinese column (softmax, Eager Execution).
PRODUCT_NAMES = (
    "Material for MkDocs",
    "TensorFlow",
    "Keras",
    "NumPy",
    "GitHub",
    "Colab",
    "Jupyter",
    "Apache",
    "English",
)


@functools.cache
def _latin_words_kept_by_glossary() -> frozenset[str]:
    from tools.checks.glossary import COLUMNS, rows

    cells = [row[COLUMNS[lang]] for row in rows() for lang in TRANSLATED]
    return frozenset(word for cell in cells for word in re.findall(r"[A-Za-z]+", cell))


# A <pre> element is dropped whole by both checks below (its code is not interface text, and nothing in it
# carries an attribute they read); the notebook views hold thousands of highlighted spans in them, most of
# the parser's work. Cut them out of the text before parsing: the same tree, without them.
_PRE = re.compile(r"<pre\b[^>]*>.*?</pre>", re.S)


def _soup(page_html: str):
    from bs4 import BeautifulSoup

    soup = BeautifulSoup(_PRE.sub("<pre></pre>", page_html), "html.parser")
    for tag in soup.find_all(["pre", "code", "kbd", "script", "style", "math"]):
        if not tag.decomposed and tag.get("id") != "__config":
            tag.decompose()
    return soup


def headings(page_html: str) -> set[str]:
    """A page's headings as the navigation and table of contents show them (code marks dropped)."""
    from bs4 import BeautifulSoup

    # The headings are in the <article>: parse that part only (a page has one; the 404 page none).
    start, end = page_html.find("<article"), page_html.rfind("</article>")
    article = page_html[start : end + len("</article>")] if 0 <= start < end else ""
    soup = BeautifulSoup(_PRE.sub("<pre></pre>", article), "html.parser")
    for link in soup.select("a.headerlink"):
        link.decompose()
    return {h.get_text().strip() for h in soup.select("article h1, article h2, article h3, article h4")}


def english_interface_text(page_html: str, writers: set[str] = frozenset()) -> list[str]:
    """The English strings a ko/zh reader's browser or screen reader gets from the interface; `writers`
    are the language's headings, taken out of the text first."""
    soup = _soup(page_html)
    found = []
    script = soup.find("script", id="__config")
    if script is not None:
        found += list(json.loads(script.string)["translations"].values())
        script.decompose()
    content = {id(tag) for article in soup.find_all("article") for tag in article.find_all(True)}
    for tag in soup.find_all(True):
        in_content = id(tag) in content
        for attribute in INTERFACE_ATTRIBUTES:
            if tag.has_attr(attribute) and tag.name != "meta" and not (in_content and attribute == "alt"):
                found.append(str(tag[attribute]))
    description = soup.find("meta", attrs={"name": "description"})
    if description is not None:
        found.append(description["content"])
    if soup.title is not None:
        found.append(soup.title.get_text())
    for article in soup.find_all("article"):
        article.decompose()
    found += list((soup.body or soup).stripped_strings)
    allowed = _latin_words_kept_by_glossary()
    english = []
    for text in found:
        rest = text
        for name in sorted(writers, key=len, reverse=True) + list(PRODUCT_NAMES):
            rest = rest.replace(name, " ")
        # code-like names, acronyms and versions
        rest = re.sub(
            r"[\w.-]*[._()=-][\w.()=-]*|\b[A-Z0-9]{2,}\w*|\b[a-z]+[A-Z]\w*|\b[A-Z][a-z]+[A-Z]\w*", " ", rest
        )
        if [w for w in re.findall(r"[A-Za-z]{2,}", rest) if w not in allowed]:
            english.append(text.strip())
    return sorted(set(english))


@functools.cache
def _built(site: Path, lang: str) -> tuple[dict[Path, str], set[str]]:
    """Every built HTML file of a language, and all of its headings (read once per worker: the tests
    that use it share an xdist group)."""
    pages = {path: path.read_text(encoding="utf-8") for path in sorted((site / lang).rglob("*.html"))}
    return pages, set().union(*(headings(text) for text in pages.values()))


@pytest.mark.xdist_group("interface text")
@pytest.mark.parametrize("lang", TRANSLATED)
def test_no_english_interface_text(site, lang):
    pages, writers = _built(site, lang)
    problems = {}
    for path, text in pages.items():
        found = english_interface_text(text, writers)
        if found:
            problems[str(path.relative_to(site))] = found
    assert not problems, "English interface text:\n" + "\n".join(f"{p}: {t}" for p, t in problems.items())


@pytest.mark.xdist_group("interface text")
@pytest.mark.parametrize(
    "old,new",
    [
        ('title="어두운 모드로 전환"', 'title="Switch to dark mode"'),
        ('title="이 제목의 고정 링크"', 'title="Permanent link"'),
        ('title="이 페이지의 문제 신고"', 'title="Report a problem with this page"'),
        ("</footer>", "<span>Made with</span></footer>"),
        ('<meta name="description" content="', '<meta name="description" content="How gradients work. '),
    ],
    ids=["palette", "permalink", "report", "footer", "description"],
)
def test_english_interface_text_is_found(site, old, new):
    """The check above fails on an English palette label, permalink title, report link title, footer text
    or description."""
    page = _page_html(site, "ko", "clipping.md")
    writers = _built(site, "ko")[1]
    assert english_interface_text(page, writers) == []
    assert old in page
    assert english_interface_text(page.replace(old, new, 1), writers), f"not found: {new}"


def test_report_links_name_the_pinned_versions():
    """The versions a "Report a problem" issue says the outputs were checked with (extra.report.versions,
    overrides/partials/actions.html) are requirements.txt's pins, in every language."""
    text = (ROOT / "requirements.txt").read_text(encoding="utf-8")
    pins = {m[1].lower(): m[2] for m in re.finditer(r"(?m)^([A-Za-z0-9_.-]+)==([^\s;\\]+)", text)}
    expected = f"TensorFlow {pins['tensorflow']}, Keras {pins['keras']}, NumPy {pins['numpy']}"
    for lang in LANGS:
        assert config(lang)["extra"]["report"]["versions"] == expected, lang


# llms.txt (tools/site/llms.py, run by the build): per language, every page of the nav by nav section, each
# linked to its Markdown version, which carries the page's code and checked outputs.


def _llms_links(text: str) -> list[tuple[str, str]]:
    """``(section, link)`` for each page listed in an llms.txt, in order."""
    links, section = [], ""
    for line in text.splitlines():
        if line.startswith("## "):
            section = line[3:]
        elif m := re.match(r"- \[[^\]]+\]\(([^)]+)\)", line):
            links.append((section, m.group(1)))
    return links


@pytest.mark.parametrize("lang", LANGS)
def test_llms_txt_lists_every_page_by_nav_section(site, lang):
    site_url = config(lang)["site_url"]
    expected = [
        (section or config(lang)["extra"]["llms"]["start"], f"{site_url}{page_url(name)}index.md")
        for section, name in nav_entries(config(lang)["nav"])
    ]
    listed = _llms_links((site / lang / "llms.txt").read_text(encoding="utf-8"))
    assert listed == expected, f"{lang}/llms.txt: sections or pages differ from the nav"
    for _, link in listed:
        assert (site / lang / link.removeprefix(site_url)).is_file(), f"{lang}/llms.txt links {link}: missing"
    assert (site / lang / "llms-full.txt").is_file()
    root = (site / "llms.txt").read_text(encoding="utf-8")  # the site root's: one link per language
    assert f"]({site_url}llms.txt)" in root, f"the root llms.txt does not link {lang}/llms.txt"


@pytest.mark.parametrize("lang", LANGS)
def test_markdown_versions_hold_each_blocks_code_and_output(site, lang):
    """Each page's Markdown version (what llms.txt links) has every executed block's code and the output
    its page shows under it, in fences, as the page has them."""
    missing = []
    for page in load_pages(lang):
        markdown = (site / lang / page_url(page.name) / "index.md").read_text(encoding="utf-8")
        for block in page.executed:
            if f"\n{block.code.strip()}\n" not in markdown:
                missing.append(f"{block.where}: its code")
            if block.expected_output and f"```text\n{block.expected_output.rstrip()}\n```" not in markdown:
                missing.append(f"{block.where}: its output")
    assert not missing, f"{len(missing)} not in the Markdown versions:\n" + "\n".join(missing[:20])


# A file is in its language when, of the letters of its prose, at least 15 % are in the language's script.
# Not prose: code (fenced and inline), link targets, tables (the glossary's are trilingual) and quotations
# ("…", “…”: the questions page quotes threads and error messages as written). Measured on the built site:
# Korean files 0.34 (the questions page) to 0.92, Chinese 0.26 to 0.88, the English files 0.00 to 0.01.
SCRIPT = {"ko": HANGUL, "zh": HAN}
NOT_PROSE = r"(?ms)^```.*?^```|^\|.*?$|`[^`\n]*`|\]\([^)]*\)|\"[^\"\n]*\"|“[^”\n]*”"


def script_share(text: str, lang: str) -> float:
    prose = re.sub(NOT_PROSE, "", text)
    own = len(SCRIPT[lang].findall(prose))
    return own / max(own + len(re.findall(r"[A-Za-z]", prose)), 1)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_llms_files_are_in_the_pages_language(site, lang):
    files = [site / lang / "llms.txt", site / lang / "llms-full.txt"]
    files += [site / lang / page_url(p.name) / "index.md" for p in load_pages(lang)]
    shares = {str(f.relative_to(site)): script_share(f.read_text(encoding="utf-8"), lang) for f in files}
    low = {f: round(share, 2) for f, share in shares.items() if share < 0.15}
    assert not low, f"not in the page's language (share of its script): {low}"
    # and the English files, read the same way, are not
    english = (site / "en" / "clipping" / "index.md").read_text(encoding="utf-8")
    assert script_share(english, lang) < 0.15


def test_lighthouse_measures_every_page_type_in_every_language(site):
    """`make lighthouse` (lighthouserc.yml, lighthouserc.desktop.yml) measures the same six page types in
    every language, phone and desktop, the median of 5 runs, with the budgets of issue 32; and its
    "longest topic page" and "largest notebook view" are still the largest ones the build writes (a page
    that outgrows them would go unmeasured)."""
    import yaml

    phone = yaml.safe_load((ROOT / "lighthouserc.yml").read_text(encoding="utf-8"))["ci"]
    desktop = yaml.safe_load((ROOT / "lighthouserc.desktop.yml").read_text(encoding="utf-8"))["ci"]
    urls = phone["collect"]["url"]
    assert desktop["extends"] == "./lighthouserc.yml" and desktop["collect"]["settings"] == {
        "preset": "desktop"
    }
    assert desktop["collect"]["url"] == [f"{url}?desktop" for url in urls]
    assert phone["collect"]["numberOfRuns"] == 5
    budgets = {k: v[1]["minScore"] for k, v in phone["assert"]["assertions"].items() if v[0] == "error"}
    assert budgets == {
        "categories:performance": 0.95,
        "categories:accessibility": 1,
        "categories:best-practices": 1,
        "categories:seo": 1,
    }

    def size(path: str) -> int:
        return (site / DEFAULT_LANG / path / "index.html").stat().st_size

    topics = [p.name.removesuffix(".md") for p in load_pages(DEFAULT_LANG) if p.meta.get("notebook")]
    longest = max(topics, key=size)
    notebook = max(topics, key=lambda topic: size(f"notebooks/{topic}"))
    measured = [page_name(url)[0] for url in urls]
    for lang in LANGS:
        pages = [m.removeprefix(f"{lang}/") for m in measured if m.startswith(f"{lang}/")]
        assert pages[0] == "" and pages[3:] == [f"notebooks/{notebook}/", "questions/", "404.html"], pages
        short, long = (page.rstrip("/") for page in pages[1:3])
        assert short in topics and size(short) < size(longest) / 3, pages
        assert long == longest, f"{lang}: the longest topic page is now {longest}, not {long}"
