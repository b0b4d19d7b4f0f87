"""Theme templates in overrides/ that copy a packaged original stay in step with it.

A template in overrides/ replaces the theme's file of the same name outright, so when Material (or
MkDocs) changes its original, a copy keeps rendering the old version without a word. Each copy here
is checked against the original installed now: the packaged original, with the copy's documented
edit applied (a small, explicit transformation whose search text must match exactly once), must equal
the override. A Material upgrade that touches a copied template therefore fails here, naming the
template and showing the difference; bring the copy (and its comment) up to date, or the edit below.
"""

from __future__ import annotations

import difflib
import re
import textwrap
from collections.abc import Callable
from dataclasses import dataclass
from importlib.metadata import version
from importlib.resources import files
from pathlib import Path

import pytest
from mkdocs.theme import Theme

from tools.harness.model import ROOT

OVERRIDES = ROOT / "overrides"
DISTRIBUTION = {"material": "mkdocs-material", "mkdocs": "mkdocs"}

# Every template Material ships opens with this comment; the overrides open with their own instead.
GENERATED = "{#-\n  This file was automatically generated - do not edit\n-#}\n"
# An override's own opening comment: first in the file, or right after an XML declaration.
DOC_COMMENT = re.compile(r"\A(<\?xml[^\n]*\?>\n)?[ \t]*\{#-(.*?)-#\}\n", re.S)


def replace_once(text: str, old: str, new: str, where: str) -> str:
    count = text.count(old)
    assert count == 1, (
        f"{where}: the text the documented edit replaces occurs {count} times, not once:\n{old}"
    )
    return text.replace(old, new)


def without_doc_comment(text: str, where: str) -> str:
    match = DOC_COMMENT.match(text)
    assert match, f"{where} does not open with a Jinja comment saying what it changes and why"
    return (match.group(1) or "") + text[match.end() :]


def block(text: str, name: str, where: str) -> str:
    """The body of `{% block name %}`, up to the `{% endblock %}` at the same indentation, dedented."""
    found = re.findall(rf"^([ \t]*)\{{% block {name} %\}}\n(.*?)^\1\{{% endblock %\}}\n", text, re.M | re.S)
    assert len(found) == 1, f"{where}: {len(found)} blocks named {name!r}, expected one"
    return textwrap.dedent(found[0][1])


@dataclass(frozen=True)
class Copy:
    override: str  # path under overrides/, the same as the original's path in its templates folder
    package: str  # the package whose templates folder holds the original
    edit: Callable[[str, str], str]  # (original, where) -> what the override must be
    block: str | None = None  # a copied block of the original rather than the whole file
    source: str | None = None  # the original's file, when it is not the override's namesake

    @property
    def original(self) -> str:
        return self.source or self.override


def _site_meta(original: str, where: str) -> str:
    # The alternate links would be relative; search engines reject relative hreflang URLs, and the
    # language selector does not need them (overrides/partials/alternate.html). Nothing else changes.
    alternates = (
        "{% if config.extra.alternate is iterable %}\n"
        "  {% for alt in config.extra.alternate %}\n"
        '    <link rel="alternate" href="{{ alt.link | url }}"'
        " hreflang=\"{{ alt.lang | d(lang.t('language')) }}\">\n"
        "  {% endfor %}\n"
        "{% endif %}\n"
    )
    return replace_once(original, alternates, "", where)


def _alternate(original: str, where: str) -> str:
    # Each language's link goes to this page in that language (the home page from the 404 page).
    return replace_once(
        original,
        '            <a href="{{ alt.link | url }}" hreflang=',
        '            {% set target = alt.link if page.url == "404.html" else alt.link ~ page.url %}\n'
        '            <a href="{{ target | url }}" hreflang=',
        where,
    )


def _search(original: str, where: str) -> str:
    # An accessible name for the search dialog (axe-core: aria-dialog-name).
    return replace_once(
        original,
        '<div class="md-search" data-md-component="search" role="dialog">',
        '<div class="md-search" data-md-component="search" role="dialog"'
        " aria-label=\"{{ lang.t('search') }}\">",
        where,
    )


def _source(original: str, where: str) -> str:
    # No "source" component: it would fetch repository statistics from api.github.com.
    return replace_once(
        original, ' class="md-source" data-md-component="source">', ' class="md-source">', where
    )


def _sitemap(original: str, where: str) -> str:
    # Each page's hreflang alternates, absolute, in every language plus x-default (English).
    edited = replace_once(
        original,
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        where,
    )
    lastmod = (
        "         {% if file.page.update_date %}<lastmod>{{file.page.update_date}}</lastmod>{% endif %}\n"
    )
    return replace_once(
        edited,
        lastmod,
        lastmod
        + "         {%- for alt in config.extra.alternate %}\n"
        + "         {%- set href = (config.site_url | urljoin(alt.link)) ~ file.page.url %}\n"
        + '         <xhtml:link rel="alternate" hreflang="{{ alt.lang }}" href="{{ href|e }}"/>\n'
        + '         {%- if alt.lang == "en" %}\n'
        + '         <xhtml:link rel="alternate" hreflang="x-default" href="{{ href|e }}"/>\n'
        + "         {%- endif %}\n"
        + "         {%- endfor %}\n",
        where,
    )


def _actions(original: str, where: str) -> str:
    # The edit and view links use `edit_url`: the page's, or for a generated page the file its front
    # matter names (`source_file`). A report link follows them.
    assert original.count("page.edit_url") == 4, f"{where}: page.edit_url is not used four times"
    edited = replace_once(
        original.replace("page.edit_url", "edit_url"),
        "{% if edit_url %}\n",
        "{% set edit_url = page.edit_url %}\n"
        "{% if edit_url and page.meta and page.meta.source_file %}\n"
        '  {% set edit_url = config.repo_url ~ "/" ~ config.edit_uri.split("/docs/")[0] ~ "/" ~ '
        "page.meta.source_file %}\n"
        "{% endif %}\n"
        "{% if edit_url %}\n",
        where,
    )
    return edited + (
        "{% set report = config.extra.report %}\n"
        '{% set body = report.body | replace("{url}", page.canonical_url) | replace("{versions}", '
        "report.versions) %}\n"
        "<a href=\"{{ config.repo_url }}/issues/new?title={{ (report.title | replace('{page}', "
        'page.title | striptags)) | urlencode }}&amp;body={{ body | urlencode }}" '
        'title="{{ report.label }}" class="md-content__button md-icon" rel="nofollow">\n'
        '  {% include ".icons/material/message-alert-outline.svg" %}\n'
        "</a>\n"
    )


COPIES = [
    Copy("partials/actions.html", "material", _actions),
    Copy("main.html", "material", _site_meta, block="site_meta", source="base.html"),
    Copy("partials/alternate.html", "material", _alternate),
    Copy("partials/search.html", "material", _search),
    Copy("partials/source.html", "material", _source),
    # Material ships no sitemap.xml: MkDocs' own is the one the theme would use.
    Copy("sitemap.xml", "mkdocs", _sitemap),
]

# Overrides that copy nothing, and why no drift test compares them with an original.
NOT_COPIES = {
    "404.html": "replaces Material's 404.html, which only extends main.html and sets the content block "
    "with an English heading; this one sets the same block with the language's texts "
    "(test_replaced_material_template_is_still_trivial)",
}


def _original_path(package: str, name: str) -> Path:
    return Path(str(files(package) / "templates" / name))


@pytest.mark.parametrize("copy", COPIES, ids=lambda c: c.override)
def test_copied_template_matches_its_original(copy):
    """The packaged original, with the documented edit, is exactly the override (or its copied block)."""
    dist = f"{DISTRIBUTION[copy.package]} {version(DISTRIBUTION[copy.package])}"
    original_where = f"{dist} templates/{copy.original}" + (f" block {copy.block}" if copy.block else "")
    override_where = f"overrides/{copy.override}" + (f" block {copy.block}" if copy.block else "")

    original = _original_path(copy.package, copy.original).read_text(encoding="utf-8")
    original = original.removeprefix(GENERATED)
    override = (OVERRIDES / copy.override).read_text(encoding="utf-8")
    override = without_doc_comment(override, f"overrides/{copy.override}")
    if copy.block:
        original = block(original, copy.block, original_where)
        override = without_doc_comment(block(override, copy.block, override_where), override_where)

    expected = copy.edit(original, original_where)
    if expected != override:
        diff = "".join(
            difflib.unified_diff(
                expected.splitlines(keepends=True),
                override.splitlines(keepends=True),
                fromfile=f"{original_where}, with the documented edit",
                tofile=override_where,
            )
        )
        pytest.fail(
            f"{override_where} no longer matches {original_where}: the installed original differs from "
            f"the one copied, or the copy was edited. Update the copy from the installed original, keeping "
            f"its one documented change (or change that edit in tests/test_templates.py).\n{diff}",
            pytrace=False,
        )


@pytest.mark.parametrize("copy", COPIES, ids=lambda c: c.override)
def test_copy_is_of_the_template_it_replaces(copy):
    """The original compared with is the file the theme would use without the override: if Material
    starts shipping a sitemap.xml, the copy of MkDocs' one is out of date however equal it is."""
    theme = Theme(name="material", custom_dir=str(OVERRIDES))
    assert Path(theme.dirs[0]).resolve() == OVERRIDES.resolve()
    if copy.source:  # a block copied from the template the override extends
        extends = f'{{% extends "{copy.source}" %}}'
        assert extends in (OVERRIDES / copy.override).read_text(encoding="utf-8"), (
            f"overrides/{copy.override}: no {extends}"
        )
    found = [Path(d) / copy.original for d in theme.dirs[1:] if (Path(d) / copy.original).is_file()]
    assert found and found[0].resolve() == _original_path(copy.package, copy.original).resolve(), (
        f"overrides/{copy.override} is compared with {copy.package}'s templates/{copy.original}, "
        f"but the theme's {copy.original} is {found[0] if found else 'missing'}"
    )


def test_every_override_is_classified_and_says_what_it_changes():
    """A new file in overrides/ must be listed above, as a copy (with its edit) or not, and open with a
    comment saying what it changes and why. overrides/hooks/ is the build's Python (MkDocs hooks,
    Markdown formatters), beside the theme as Material keeps its own; MkDocs never copies a .py file of a
    theme directory into the site (test_site.py checks the built site)."""
    present = {
        p.relative_to(OVERRIDES).as_posix()
        for p in OVERRIDES.rglob("*")
        if p.is_file() and p.relative_to(OVERRIDES).parts[0] != "hooks"
    }
    classified = {c.override for c in COPIES} | set(NOT_COPIES)
    assert present == classified, (
        f"unclassified: {sorted(present - classified)}; gone: {sorted(classified - present)}"
    )
    for name in sorted(present):
        match = DOC_COMMENT.match((OVERRIDES / name).read_text(encoding="utf-8"))
        assert match and len(match.group(2).split()) >= 10, (
            f"overrides/{name}: no opening comment saying what it changes"
        )


# Material templates that an override replaces outright without copying them: each is trivial, so
# replacing it loses nothing, as long as it stays what it is now.
TRIVIAL = {
    # overrides/main.html extends base.html too, and copies one block of it (above).
    "main.html": '{% extends "base.html" %}\n',
    # overrides/404.html sets the same block, with the language's texts.
    "404.html": (
        '{% extends "main.html" %}\n{% block content %}\n  <h1>404 - Not found</h1>\n{% endblock %}\n'
    ),
}


@pytest.mark.parametrize("name", TRIVIAL)
def test_replaced_material_template_is_still_trivial(name):
    """Material's main.html only extends base.html and its 404.html only sets the content block; the
    overrides replace them whole. If Material adds to either, the override would drop it silently."""
    original = _original_path("material", name).read_text(encoding="utf-8").removeprefix(GENERATED)
    assert original == TRIVIAL[name], (
        f"mkdocs-material {version('mkdocs-material')} templates/{name} changed; overrides/{name} "
        f"replaces it whole, so carry over what it now adds:\n{original}"
    )


def test_404_override_sets_only_the_content_block():
    override = without_doc_comment((OVERRIDES / "404.html").read_text(encoding="utf-8"), "overrides/404.html")
    shape = (
        r'\{% extends "main.html" %\}\n\{% block content %\}\n'
        r"(?:(?!\{% (?:end)?block).*\n)*\{% endblock %\}\n"
    )
    assert re.fullmatch(shape, override), (
        "overrides/404.html should extend main.html and set only the content block"
    )
