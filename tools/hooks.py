"""MkDocs hooks shared by the three language builds (listed once in mkdocs.yml, inherited by the others).

- The published address is written once, as the English site's `site_url` in mkdocs.yml; every other
  language is published next to it (…/en/ → …/ko/, …/zh/), so its build derives its own site_url here.
  tools/pages.config() applies the same function, so scripts and tests see what the build sees.
- A `urljoin` filter for the absolute hreflang alternates in overrides/sitemap.xml.
"""

from __future__ import annotations

from urllib.parse import urljoin


def language_site_url(english_site_url: str, language: str) -> str:
    return urljoin(english_site_url, f"../{language}/")


def on_config(config):
    config.site_url = language_site_url(config.site_url, config.theme["language"])
    return config


def on_env(env, config, files):
    env.filters["urljoin"] = urljoin
    return env
