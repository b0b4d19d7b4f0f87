"""Build-time Markdown formatters, wired in mkdocs.yml through pymdownx (no MkDocs hooks, no JS).

- ```` ```math ```` fences and `` `#!math ...` `` inline code: TeX turned into MathML by latex2mathml at
  build time, which browsers render natively: no MathJax/KaTeX, nothing loaded from another host.
- `` `#!version tensorflow` ``: the version of an installed package, read when the page is built, so the
  home page states the TensorFlow the examples were tested with without anyone typing it.
"""

from __future__ import annotations

import html
from importlib.metadata import version
from typing import Any

from latex2mathml.converter import convert
from markdown import Markdown


def math_fence(
    source: str, language: str, css_class: str, options: dict[str, Any], md: Markdown, **kwargs: Any
) -> str:
    return f'<div class="{css_class}">{convert(source.strip(), display="block")}</div>'


def math_inline(src: str, language: str, class_name: str, md: Markdown) -> str:
    return f'<span class="{class_name}">{convert(src.strip())}</span>'


def package_version(src: str, language: str, class_name: str, md: Markdown) -> str:
    return f"<code>{html.escape(version(src.strip()))}</code>"
