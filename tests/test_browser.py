"""What a reader does, in a real browser: Debian's Chromium driven by Playwright, against the built site.

The site is served like GitHub Pages serves it: under its published path (/gradients-in-tensorflow/),
on a free port of a loopback address, every missing URL answered by the root 404.html, text gzipped.
"""

from __future__ import annotations

import functools
import os
import re
from urllib.parse import parse_qs, urlparse

import pytest

from tools.harness.pages import LANGS, config, load_pages
from tools.site.serve import BROWSER_ARGS, chromium, serve

# One loopback address per pytest-xdist worker (127.0.0.3 for gw0, 127.0.0.4 for gw1, …): each worker
# serves the run's one build (tests/conftest.py), so the browser tests may be spread over workers.
HOST = f"127.0.0.{3 + int(os.environ.get('PYTEST_XDIST_WORKER', 'gw0')[2:] or 0)}"
CHROMIUM = chromium()
ARGS = [*BROWSER_ARGS, "--disable-quic"]
BROWSER_TEST_TIMEOUT_S = 120

if not CHROMIUM:
    if os.environ.get("CI"):
        raise RuntimeError(
            "CI must run the browser tests, but no Chromium was found (apt-get install chromium)"
        )
    pytestmark = pytest.mark.skip(
        reason="NO CHROMIUM FOUND: browser tests NOT RUN (apt-get install chromium)"
    )
else:
    pytestmark = [
        pytest.mark.enable_socket,
        pytest.mark.allow_hosts([HOST]),
        # A Playwright call that never returns (page.evaluate has no timeout of its own) fails its test
        # by name with the stack where it waited, instead of stalling the whole run: the longest test
        # takes 25-37 s on two busy cores.
        pytest.mark.timeout(BROWSER_TEST_TIMEOUT_S, method="signal", func_only=True),
    ]


# Renders what content-visibility (overrides/main.html) leaves unrendered until it nears the viewport: for
# checks that need the page as a reader sees it once scrolled to (see test_accessibility and the tab test).
RENDER_EVERYTHING = "* { content-visibility: visible !important; }"


def _render_everything(page) -> None:
    """Add RENDER_EVERYTHING to the page. Not Playwright's add_style_tag: it waits for the style's load
    event, and on a clean-clone run that wait never ended on the three 404 pages (the test timed out at
    240 s; not reproduced alone). A style element applies as it is inserted."""
    page.evaluate(
        "css => { const s = document.createElement('style'); s.textContent = css; document.head.append(s); }",
        RENDER_EVERYTHING,
    )


# What a reader must get, numbered as in the issue that asked for these tests. tests/conftest.py prints,
# per language, how each check went ("browser checks per language" at the end of the run).
CHECKS = {
    "test_search_finds_the_page_in_the_readers_language": "1 search in the reader's language",
    "test_search_for_an_api_name_lists_only_this_language": "1 search in the reader's language",
    "test_a_pasted_error_message_leads_to_its_answer": "1 search in the reader's language",
    "test_search_index_loads_when_a_reader_reaches_for_search": "1 search in the reader's language",
    "test_questions_page_marks_and_anchors_land_on_lazy_lists": "questions page: marks and anchors land",
    "test_table_holders_move_nothing": "table holders move nothing",
    "test_every_page_in_every_language_by_the_language_selector": (
        "2 language selector keeps the page",
        "5 nothing off-host, no console error",
        "edit and report links, in its language",
    ),
    "test_copy_button_gives_runnable_code": "3 copy button gives runnable code",
    "test_blocks_get_copy_button_and_annotations_when_scrolled_to": "3 copy button gives runnable code",
    "test_tab_choice_switches_all_blocks_and_persists": "4 TF1/TF2 tabs switch together, persist",
    "test_accessibility": "6 accessibility (axe), <html lang>",
    "test_missing_page_shows_the_languages_404": "7 localized 404",
    "test_palette_toggle_switches_and_persists": "light/dark toggle switches, persists",
}


@pytest.fixture(autouse=True)
def _reader_check(request):
    """Label the test's report with its check and language for the summary."""
    checks = CHECKS[request.function.__name__]
    request.node.user_properties += [
        ("reader_check", c) for c in ([checks] if isinstance(checks, str) else checks)
    ]
    request.node.user_properties.append(("lang", request.node.callspec.params["lang"]))


def _urls(lang: str) -> list[str]:
    """Every page of one language, as paths relative to that language's root."""
    pages = load_pages(lang)
    return [p.url for p in pages] + [p.notebook_url for p in pages if p.notebook_url]


@functools.cache
def _source_files(lang: str) -> dict[str, str]:
    """What each page's "Edit this page" opens, by its path: the page's own file, except for the pages
    generated from another (a notebook view: its topic page; the questions page: snippets/questions.yml)."""
    sources = {}
    for p in load_pages(lang):
        own = f"docs/{lang}/{p.name}"
        sources[p.url] = "snippets/questions.yml" if p.name == "questions.md" else own
        if p.notebook_url:
            sources[p.notebook_url] = own
    return sources


@functools.cache
def _labels(lang: str) -> tuple[str, str]:
    """The edit link's title (Material's translation of "Edit this page") and the report link's."""
    from importlib.resources import files

    material = (files("material") / "templates" / "partials" / "languages" / f"{lang}.html").read_text(
        encoding="utf-8"
    )
    edit = re.search(r'"action\.edit": "([^"]+)"', material)
    assert edit, f"Material's {lang}.html has no action.edit"
    return edit.group(1), config(lang)["extra"]["report"]["label"]


# Session scope: under pytest-xdist a worker may tear module fixtures down between batches of tests,
# and the site must be built and served once per run, not once per batch. Two servers of the one build:
# `base_url` serves every search index without its documents (tools/site/serve.py: the pages the tests
# load do not index 0.6 to 1 MB each in the background), `search_url` the real indexes, for the tests
# that search. (Routing the index in the browser instead would turn off the browser's cache.)
def _served(built_site, search: bool):
    try:
        with serve(built_site, host=HOST, search=search) as url:
            yield url
    except OSError as exc:
        pytest.fail(f"cannot serve on {HOST}: {exc}")


@pytest.fixture(scope="session")
def base_url(built_site):
    yield from _served(built_site, search=False)


@pytest.fixture(scope="session")
def search_url(built_site):
    yield from _served(built_site, search=True)


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


@pytest.fixture
def page(browser):
    """A fresh browser context and page that records off-host requests and console errors."""
    context = browser.new_context(permissions=["clipboard-read", "clipboard-write"])
    pg = context.new_page()
    pg.offsite_requests = []
    pg.console_errors = []
    pg.on(
        "request",
        lambda r: (
            r.url.startswith(("data:", "blob:"))
            or urlparse(r.url).hostname == HOST
            or pg.offsite_requests.append(r.url)
        ),
    )
    pg.on("console", lambda m: m.type == "error" and pg.console_errors.append(f"{pg.url}: {m.text}"))
    pg.on("pageerror", lambda e: pg.console_errors.append(f"{pg.url}: {e}"))
    yield pg
    context.close()


@pytest.fixture(scope="module")
def searching(browser, search_url):
    """`searching(lang)`: one page per language, loaded once with the language's real search index, that
    every search test of that language types into (indexing 0.6 to 1 MB takes the browser a second or
    more; the tests share an xdist group per language, so one worker loads each index once). Module
    scope: the pages are closed before the worker runs another file's tests, where sockets are off and a
    late request from an open page would fail in the server's thread."""
    context = browser.new_context()
    pages = {}

    def open_(lang: str):
        if lang not in pages:
            pages[lang] = context.new_page()
            pages[lang].goto(f"{search_url}{lang}/gradients-api/")
        return pages[lang]

    yield open_
    context.close()


def _search(pg, query: str) -> list[str]:
    """Type a query the way Material's search listens for it; return result URLs in order. The box is
    emptied first and the results of any earlier query are gone before this one is typed."""
    type_ = """q => { const i = document.querySelector('.md-search__input');
                      i.focus(); i.value = q; i.dispatchEvent(new KeyboardEvent('keyup')); }"""
    pg.wait_for_function("() => document.querySelector('.md-search__input') !== null")
    pg.evaluate(type_, "")
    pg.wait_for_function("() => document.querySelector('.md-search-result__item') === null")
    pg.evaluate(type_, query)
    pg.wait_for_selector(".md-search-result__item", timeout=15000)
    links = pg.eval_on_selector_all(
        ".md-search-result__item > .md-search-result__link", "els => els.map(e => e.href)"
    )
    return [u.split("?")[0].split("#")[0] for u in links]  # drop the ?h= highlight and #section


def _by_language(cases: list) -> list:
    """The search tests' cases (language first), each in its language's xdist group (see `searching`)."""
    return [pytest.param(*case, marks=pytest.mark.xdist_group(f"search {case[0]}")) for case in cases]


SEARCHES = [
    ("zh", "梯度裁剪", "zh/clipping/"),
    ("zh", "全局范数", "zh/clipping/"),
    ("ko", "그래디언트 클리핑", "ko/clipping/"),
]


@pytest.mark.parametrize(
    "lang,query,first", _by_language(SEARCHES), ids=[f"{lang}-{q}" for lang, q, _ in SEARCHES]
)
def test_search_finds_the_page_in_the_readers_language(searching, search_url, lang, query, first):
    results = _search(searching(lang), query)
    assert results and results[0] == search_url + first, results[:5]


@pytest.mark.parametrize("lang", _by_language([(lang,) for lang in LANGS]))
def test_search_for_an_api_name_lists_only_this_language(searching, search_url, lang):
    results = _search(searching(lang), "clip_by_global_norm")
    assert results, "no result"
    assert all(r.startswith(f"{search_url}{lang}/") for r in results), results
    assert f"{search_url}{lang}/clipping/" in results


def _pasted_errors() -> list[tuple[str, object]]:
    """The answered error messages readers paste most (snippets/questions.yml, by threads): two, searched
    in each language."""
    from tools.generate.questions import load

    errors = [q for q in load() if q.in_scope and q.status == "answered" and q.kind == "error"]
    return [(lang, q) for q in sorted(errors, key=lambda q: (-q.threads, q.id))[:2] for lang in LANGS]


@pytest.mark.parametrize("lang,question", _by_language(_pasted_errors()), ids=lambda v: getattr(v, "id", v))
def test_a_pasted_error_message_leads_to_its_answer(searching, search_url, built_site, lang, question):
    """The message as TensorFlow prints it, pasted into the search box: the first result is the page that
    answers it, or a page that links to the answering section (one click; the questions page's entry
    does, tests/test_questions.py)."""
    # What a reader pastes: the message's first clause, as TensorFlow prints it (lunr, behind Material's
    # search, ranks by each word of a query, so the long tail of a message adds common words only).
    head = re.split(r"(?<=[.,;]) ", question.printed)[0].rstrip(".,;")
    results = _search(searching(lang), head)
    assert results, "no result"
    answer_page = question.page.removesuffix(".md")
    first = results[0].removeprefix(f"{search_url}{lang}/").strip("/")
    if first != answer_page:
        html = (built_site / lang / first / "index.html").read_text(encoding="utf-8")
        assert f'{answer_page}/#{question.anchor}"' in html, (
            f"{lang}/{first}/, the first result, does not link to {question.answer}: {results[:5]}"
        )


# Each page in each language, by the language selector: three page loads per page, one per language.
# On each language's version, once loaded, the selector's three links must point to this page in every
# language (all six directions, by address); two clicks take the walk to the next two languages, which
# proves the links work when clicked (Material's script could intercept them). Page i starts in language
# i mod 3 (en -> ko -> zh, ko -> zh -> en, zh -> en -> ko), so every page is loaded in every language and
# each of the three directions is clicked on two pages of every three. The three tests share the pages:
# each takes a third of them (the language parameter only names the share, for the summary).


@pytest.mark.parametrize("lang", LANGS)
def test_every_page_in_every_language_by_the_language_selector(page, base_url, lang):
    """Every page, in every language, loads on this host (nothing off-host, no console error, the right
    <html lang>), its language selector links to the same page in each language, and the two buttons
    beside its title are "Edit this page" (the file it is made from) and "Report a problem" (a new issue
    that names the page's address and the versions), labelled in the page's language. Each step waits for
    the page's DOMContentLoaded (its scripts have run), not for network idle, and the search index is
    empty (`base_url`): the search tests check search once per language."""
    paths = _urls(lang)[LANGS.index(lang) :: len(LANGS)]
    assert len(paths) >= len(LANGS)
    # One round trip per step: the page's language, its selector's links, and the buttons beside its
    # title (edit, report).
    state = """() => [document.documentElement.lang, Object.fromEntries(
        [...document.querySelectorAll('a.md-select__link')].map(a => [a.hreflang, a.href])),
        [...document.querySelectorAll('article > a.md-content__button')].map(a => [a.title, a.href])]"""
    repo = config(lang)["repo_url"]
    clicked = set()
    for i, path in enumerate(paths):
        walk = LANGS[i % len(LANGS) :] + LANGS[: i % len(LANGS)]
        page.goto(f"{base_url}{walk[0]}/{path}", wait_until="domcontentloaded")
        for at, other in zip(walk, [*walk[1:], None]):
            lang_attribute, targets, buttons = page.evaluate(state)
            assert lang_attribute == at, f"{at}/{path}: wrong <html lang>"
            edit, report = _labels(at)
            assert [title for title, _ in buttons] == [edit, report], f"{at}/{path}: {buttons}"
            source = _source_files(at)[path]
            assert buttons[0][1] == f"{repo}/edit/main/{source}", f"{at}/{path}: edits {buttons[0][1]}"
            issue = urlparse(buttons[1][1])
            assert f"{issue.scheme}://{issue.netloc}{issue.path}" == f"{repo}/issues/new", buttons[1][1]
            body = parse_qs(issue.query)["body"][0]
            assert f"{config(at)['site_url']}{path}\n" in body, f"{at}/{path}: report body {body!r}"
            assert config(at)["extra"]["report"]["versions"] in body, f"{at}/{path}: {body!r}"
            assert targets == {lg: f"{base_url}{lg}/{path}" for lg in LANGS}, f"{at}/{path}: {targets}"
            if other is None:
                break
            # Each click waits for DOMContentLoaded: a navigation left in flight under the next goto made
            # the walk hang (page.evaluate has no timeout).
            with page.expect_navigation(wait_until="domcontentloaded"):
                page.locator(f'a.md-select__link[hreflang="{other}"]').evaluate("a => a.click()")
            assert page.url == f"{base_url}{other}/{path}", f"{at}/{path} -> {other}: landed on {page.url}"
            clicked.add((at, other))
    assert clicked == set(zip(LANGS, [*LANGS[1:], LANGS[0]])), clicked
    assert not page.offsite_requests, page.offsite_requests
    assert not page.console_errors, page.console_errors


def _copied_blocks(page, tab_label: str) -> tuple[str, str]:
    """Copy the first example's code in tab `tab_label` with its copy button; return (clipboard, output)."""
    tabset = page.locator(".tabbed-set").first
    tabset.locator(".tabbed-labels > label", has_text=tab_label).click()
    block = tabset.locator(".tabbed-content > .tabbed-block:visible")
    code = block.locator(".highlight").first
    code.hover()
    code.locator('button.md-code__button[data-md-type="copy"]').click()
    copied = page.evaluate("navigator.clipboard.readText()")
    shown = block.locator(".highlight").nth(1).locator("code").inner_text()
    return copied, shown


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("tab", ["TF2", "TF1"])
def test_copy_button_gives_runnable_code(page, base_url, lang, tab, tmp_path, snippet_server):
    """The copy button's text runs as-is (`python copied.py`) and prints the output shown under it."""
    page.goto(f"{base_url}{lang}/gradients-api/")
    copied, shown = _copied_blocks(page, tab)
    assert "(1)" not in copied and ">>>" not in copied, copied
    script = tmp_path / "copied.py"
    script.write_text(copied, encoding="utf-8")
    proc = snippet_server.run(script, tmp_path, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.rstrip("\n") == shown.rstrip("\n")


# Every shown code block: its copy button, its mounted annotation markers, the items of its annotation
# list, whether it is a tab stop and whether it overflows sideways. A block in a collapsed note (the
# other-versions notes, overrides/hooks/compat.py) is not shown until the note is opened.
_CODE_BLOCKS = """() => [...document.querySelectorAll('article .highlight')]
    .filter(h => h.offsetParent !== null && !h.closest('details:not([open])')).map(h => {
  const list = h.nextElementSibling && h.nextElementSibling.tagName === 'OL' ? h.nextElementSibling : null;
  const code = h.querySelector('pre > code');
  return {copy: !!h.querySelector('button.md-code__button[data-md-type=copy]'),
          markers: h.querySelectorAll('.md-annotation').length, listed: list ? list.children.length : 0,
          focusable: code.tabIndex === 0, wide: code.scrollWidth > code.clientWidth};
})"""


@pytest.mark.parametrize("lang", LANGS)
def test_blocks_get_copy_button_and_annotations_when_scrolled_to(page, base_url, lang):
    """`content.lazy` (mkdocs.yml): Material mounts a block's copy button and line annotations when the
    block first comes into view. Scrolled through, every shown block has both, and a marker opens its note."""
    page.goto(f"{base_url}{lang}/clipping/")  # waits for the load event: the page's scripts have run
    assert page.evaluate("document.querySelectorAll('article pre > code:not([tabindex])').length") == 0
    blocks = page.locator("article .highlight:visible")
    # Lazy indeed: the last block, far below the first screen, has not been mounted yet.
    assert blocks.last.locator("button.md-code__button").count() == 0
    # Scroll each shown block into view in turn, one frame apart, as a reader scrolling down would: the
    # observer that mounts a block sees it on screen (in the page, not a round trip per block).
    page.evaluate(
        """async () => { for (const h of document.querySelectorAll('article .highlight')) {
             if (h.offsetParent === null) continue;
             h.scrollIntoView({block: 'center'});
             await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r))); } }"""
    )
    page.wait_for_function(f"({_CODE_BLOCKS})().every(b => b.copy)", timeout=10_000)
    state = page.evaluate(_CODE_BLOCKS)
    assert [b["markers"] for b in state] == [b["listed"] for b in state], state
    assert sum(b["markers"] for b in state) >= 10, state
    # Blocks start as tab stops (overrides/hooks/codeblocks.py); once mounted, only those that scroll sideways
    # stay one.
    assert [b["focusable"] for b in state] == [b["wide"] for b in state], state
    # Every marker, mounted late or not, has an accessible name in the page's language (overrides/main.html).
    names = page.eval_on_selector_all(
        "a.md-annotation__index", "as => as.map(a => a.getAttribute('aria-label'))"
    )
    label = config(lang)["extra"]["notebook_labels"]["annotation"]
    assert len(names) >= 10 and all(n and n.startswith(label + " ") for n in names), names
    marker = page.locator("article .md-annotation").last
    marker.click()
    note = marker.locator(".md-tooltip--active")
    note.wait_for(state="visible")
    assert note.inner_text().strip()


_INDEX_REQUESTS = (
    "performance.getEntriesByType('resource')"
    ".filter(e => e.name.endsWith('/search/search_index.json')).length"
)


@pytest.mark.parametrize("lang", LANGS)
def test_search_index_loads_when_a_reader_reaches_for_search(page, base_url, lang):
    """overrides/main.html holds Material's request for the search index until a reader reaches for
    search: none when a page has loaded, one when a key is pressed (Material's search shortcuts) or the
    search box is touched or hovered, and one at once on a page opened from a search result (?h=), which
    Material highlights with the index. Fails when Material stops requesting the index with
    XMLHttpRequest (the hold would no longer hold) or when the hold never lets go."""
    page.goto(f"{base_url}{lang}/clipping/")  # waits for the load event
    page.wait_for_timeout(300)
    assert page.evaluate(_INDEX_REQUESTS) == 0, "the search index was requested before a reader searched"
    page.keyboard.press("Shift")
    page.wait_for_function(f"{_INDEX_REQUESTS} === 1", timeout=10_000)
    page.goto(f"{base_url}{lang}/questions/")
    page.locator(".md-search__input").hover()
    page.wait_for_function(f"{_INDEX_REQUESTS} === 1", timeout=10_000)
    page.goto(f"{base_url}{lang}/clipping/?h=clip")
    page.wait_for_function(f"{_INDEX_REQUESTS} === 1", timeout=10_000)


@pytest.mark.parametrize("lang", LANGS)
def test_questions_page_marks_and_anchors_land_on_lazy_lists(page, base_url, lang):
    """The questions page renders its lists only as they near the viewport (front matter `lazy_lists`,
    overrides/main.html): a footnote mark half-way down still opens the sources note on its source, and
    an address with the anchor of a section half-way down still lands on that heading once the lists
    around it have rendered."""
    on_screen = """id => { const r = document.getElementById(id).getBoundingClientRect();
                           return r.top >= 0 && r.top < innerHeight / 2; }"""
    page.goto(f"{base_url}{lang}/questions/")
    marks = page.locator("article > ul a.footnote-ref")
    mark = marks.nth(marks.count() // 2)
    source = mark.get_attribute("href").removeprefix("#")
    mark.click()
    page.wait_for_function("document.querySelector('article details').open", timeout=10_000)
    page.wait_for_function(f"({on_screen})({source!r})", timeout=10_000)
    section = page.evaluate(
        "(hs => hs[Math.floor(hs.length / 2)].id)([...document.querySelectorAll('article h3[id]')])"
    )
    page.goto("about:blank")  # a fresh load, as from a search result or a shared link
    page.goto(f"{base_url}{lang}/questions/#{section}")
    page.wait_for_timeout(500)
    assert page.evaluate(on_screen, section), f"{lang}/questions/#{section}: heading not on screen"


@pytest.mark.parametrize("lang", LANGS)
def test_table_holders_move_nothing(page, base_url, lang):
    """Each table's plain holder (overrides/hooks/codeblocks.py, for speed) changes no position: the
    tables and every other block of the page sit where they do with the holders taken out again."""
    page.goto(f"{base_url}{lang}/migration/")
    _render_everything(page)
    boxes = "article > :not(.table-holder), article table, .md-typeset__scrollwrap"
    where = f"""() => [document.documentElement.scrollHeight, [...document.querySelectorAll('{boxes}')]
        .map(e => e.getBoundingClientRect()).map(r => [r.x, r.y + scrollY, r.width, r.height])]"""
    tables = page.locator("article table").count()
    assert tables > 0 and page.locator("article > .table-holder table").count() == tables
    held = page.evaluate(where)
    page.evaluate("document.querySelectorAll('.table-holder').forEach(h => h.replaceWith(...h.childNodes))")
    assert page.locator("article > .md-typeset__scrollwrap table").count() == tables
    assert page.evaluate(where) == held, f"{lang}/migration/: a box moved when the holders were taken out"


def _selected_tab_labels(page) -> list[str]:
    """The label of the selected tab in every tab set on the page."""
    return page.eval_on_selector_all(
        ".tabbed-set",
        """sets => sets.map(s => {
             const i = [...s.querySelectorAll(':scope > input')].findIndex(x => x.checked);
             return s.querySelectorAll(':scope > .tabbed-labels > label')[i].innerText; })""",
    )


@pytest.mark.parametrize("lang", LANGS)
def test_tab_choice_switches_all_blocks_and_persists(page, base_url, lang):
    page.goto(f"{base_url}{lang}/gradients-api/")
    # Code blocks are rendered as they near the viewport (content-visibility, overrides/main.html) and
    # take their real height then: one rendering between Playwright's aim and its click moved the label
    # (from y=21 to y=340 in a run on a loaded machine) and the click was lost. Rendered first, the page
    # holds still under the click, as it does for a reader once scrolled to.
    _render_everything(page)
    # Material's script links a tab set when it mounts it, replacing each label's content by a link
    # (class tabbed-labels--linked); a click that lands during the swap is lost. Click once it is linked.
    first = page.locator(".tabbed-set").first
    first.scroll_into_view_if_needed()
    first.locator(":scope > .tabbed-labels--linked").wait_for()
    first.locator(".tabbed-labels label", has_text="TF1").click()
    labels = _selected_tab_labels(page)  # the click's handler switches the other sets before it returns
    assert len(labels) >= 7 and all(label.startswith("TF1") for label in labels), labels
    page.goto(f"{base_url}{lang}/clipping/")
    labels = _selected_tab_labels(page)
    tabbed = [label for label in labels if label.startswith(("TF1", "TF2"))]
    assert tabbed and all(label.startswith("TF1") for label in tabbed), labels


@pytest.mark.parametrize("lang", LANGS)
def test_palette_toggle_switches_and_persists(page, base_url, lang):
    """The header's light/dark toggle (Material's palette script; the build, tools/site/build.py, drops
    one of its rules), and the page's one color-scheme meta (overrides/main.html), which follows it."""
    page.emulate_media(color_scheme="light")
    page.goto(f"{base_url}{lang}/clipping/")
    scheme = "document.body.getAttribute('data-md-color-scheme')"
    background = "getComputedStyle(document.body).backgroundColor"
    # [the meta's content, what Material's palette script would set it to]
    meta = """[[...document.querySelectorAll('meta[name=color-scheme]')].map(m => m.content),
        getComputedStyle(document.querySelector('[data-md-component=header]')).colorScheme]"""
    assert page.evaluate(scheme) == "default"
    assert page.evaluate(meta) == [["light"], "light"]
    light = page.evaluate(background)
    page.locator("form[data-md-component=palette] label:visible").click()
    page.wait_for_function(f"{scheme} === 'slate'")
    page.wait_for_timeout(400)  # let any colour transition finish
    assert page.evaluate(background) != light
    assert page.evaluate(meta) == [["dark"], "dark"]
    page.goto(f"{base_url}{lang}/")
    assert page.evaluate(scheme) == "slate"
    # The stored choice is read before the body: the meta says dark from the start, not after a change.
    page.route(
        re.compile(r".*/bundle\.[0-9a-f]+\.min\.js$"), lambda route: route.fulfill(body="", status=200)
    )
    page.goto(f"{base_url}{lang}/accumulation/")
    assert page.evaluate(meta) == [["dark"], "dark"]


@pytest.mark.parametrize("lang", LANGS)
def test_missing_page_shows_the_languages_404(page, base_url, lang):
    response = page.goto(f"{base_url}{lang}/no-such-page/")
    assert response.status == 404
    page.wait_for_selector("h1")
    expected = {"en": "Page not found", "ko": "페이지를 찾을 수 없습니다", "zh": "找不到页面"}[lang]
    assert page.locator("article h1").inner_text() == expected
    assert page.evaluate("document.documentElement.lang") == lang
    assert not page.offsite_requests, page.offsite_requests


KINDS = {
    "home": "",
    "topic": "clipping/",
    "notebook": "notebooks/clipping/",
    "glossary": "glossary/",
    "404": "no-such-page/",
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", KINDS)
def test_accessibility(page, base_url, lang, kind):
    """axe-core: no serious or critical violation on any kind of page (its search box included; the
    index it would search is empty, see `base_url`)."""
    from axe_playwright_python.sync_playwright import Axe

    # goto waits for the load event: the page's scripts have run and its images are in. (Network idle
    # would wait half a second more for nothing: the search index it fetches is empty.)
    page.goto(f"{base_url}{lang}/{KINDS[kind]}")
    # Code blocks far from the viewport are not rendered (content-visibility, overrides/main.html) and axe
    # cannot measure what is not painted (tab labels and footnote links in skipped blocks were reported as
    # failing colour contrast while those were skipped too). Check everything as it is once a reader
    # scrolls to it.
    _render_everything(page)
    # Material's colours change with CSS transitions (a navigation link's, for one): measured in the
    # middle of one, a text's contrast is neither its start's nor its end's (a ko 404 page failed so, once).
    page.evaluate(
        """Promise.all(document.getAnimations().filter(a => a instanceof CSSTransition)
                       .map(a => a.finished.catch(() => null)))"""
    )
    # Only violations are asserted: axe then leaves out the details of passed and incomplete checks
    # (its `resultTypes` option), which on a notebook view was most of its time.
    results = Axe().run(page, options={"resultTypes": ["violations"]})
    bad = [v for v in results.response["violations"] if v["impact"] in ("serious", "critical")]
    assert not bad, "\n".join(
        f"{v['id']} ({v['impact']}): {v['help']} — {[n['target'] for n in v['nodes']][:3]}" for v in bad
    )
