"""Build every language's site with ``mkdocs build --strict`` into one folder.

    python -m tools.site.build [OUT]      # default: site/

Each language is its own MkDocs build (``mkdocs.yml`` for English, ``mkdocs.<lang>.yml`` inheriting it),
so each has its own search index and ``<html lang>``. They land in ``OUT/<lang>/``; ``OUT/index.html``
sends readers to their language. English is not at the root: Material's language selector keeps the
reader on the same page only when no language's URL is a prefix of another's.
"""

from __future__ import annotations

import concurrent.futures
import html
import os
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlparse

from tools.harness.cli import parser as cli_parser
from tools.harness.model import CONFIG_FILES, DEFAULT_LANG, LANGS, LANGUAGES, ROOT
from tools.harness.pages import config
from tools.site import llms

# Material's palette script sets <body data-md-color-switching> for one frame on every page load (and on
# every light/dark toggle), so that this rule switches colours without animating them. Setting and
# removing the attribute makes the browser restyle every element of the page twice while the page loads.
# Lighthouse mobile on ko/clipping, 6 interleaved runs each: median 90 with the rule, 98.5 without it.
# Without it, a toggle cross-fades the colours over Material's own 125-250 ms transitions. The build
# takes it out of each language's copy of the stylesheet (`make serve` keeps Material's own).
SWITCHING_RULE = (
    "[data-md-color-switching] *,[data-md-color-switching] :after,"
    "[data-md-color-switching] :before{transition-duration:0s!important}"
)


def drop_switching_rule(site: Path) -> None:
    for sheet in (site / "assets" / "stylesheets").glob("palette.*.min.css"):
        sheet.write_text(sheet.read_text(encoding="utf-8").replace(SWITCHING_RULE, ""), encoding="utf-8")


# How the root page names each language, in itself: the selector's names in mkdocs.yml.
NAMES = {lang.code: lang.name for lang in LANGUAGES}


def root_page() -> str:
    links = "\n".join(
        f'      <li><a href="{lang}/" hreflang="{lang}" lang="{lang}">{NAMES[lang]}</a></li>'
        for lang in LANGS
    )
    title = html.escape(config(DEFAULT_LANG)["site_name"])
    known = ", ".join(f'"{lang}"' for lang in LANGS)
    return f"""<!doctype html>
<html lang="{DEFAULT_LANG}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>{title}</title>
    <script>
      // Send the reader to the first of their preferred languages that the site has.
      (function () {{
        var known = [{known}];
        var prefs = navigator.languages || [navigator.language || ""];
        for (var i = 0; i < prefs.length; i++) {{
          var lang = String(prefs[i]).toLowerCase().slice(0, 2);
          if (known.indexOf(lang) >= 0) {{ location.replace(lang + "/"); return; }}
        }}
        location.replace("{DEFAULT_LANG}/");
      }})();
    </script>
    <noscript><meta http-equiv="refresh" content="0; url={DEFAULT_LANG}/"></noscript>
  </head>
  <body>
    <h1>{title}</h1>
    <ul>
{links}
    </ul>
  </body>
</html>
"""


def site_root_path() -> str:
    """The URL path the whole site is published under, e.g. /gradients-in-tensorflow/."""
    path: str = urlparse(config(DEFAULT_LANG)["site_url"]).path
    return path.rstrip("/").rsplit("/", 1)[0] + "/"


def root_404() -> str:
    """GitHub Pages answers every missing URL with the root 404.html: show the language's own 404 page."""
    root = site_root_path()
    known = ", ".join(f'"{lang}"' for lang in LANGS)
    links = " · ".join(f'<a href="{root}{lang}/" lang="{lang}">{NAMES[lang]}</a>' for lang in LANGS)
    return f"""<!doctype html>
<html lang="{DEFAULT_LANG}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>404</title>
    <script>
      // The language is the first path segment after the site root; its 404 page uses absolute URLs,
      // so it renders correctly whatever the missing URL was.
      (function () {{
        var root = "{root}", known = [{known}];
        var rest = location.pathname.indexOf(root) === 0 ? location.pathname.slice(root.length) : "";
        var lang = rest.split("/")[0];
        if (known.indexOf(lang) < 0) lang = "{DEFAULT_LANG}";
        fetch(root + lang + "/404.html").then(function (r) {{ return r.text(); }}).then(function (html) {{
          document.open(); document.write(html); document.close();
        }});
      }})();
    </script>
  </head>
  <body>
    <h1>404</h1>
    <p>{links}</p>
  </body>
</html>
"""


def build(out: Path) -> float:
    out.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    start = time.perf_counter()
    # The three builds are independent processes; run them side by side.
    procs = {
        lang: subprocess.Popen(
            [
                sys.executable,
                "-m",
                "mkdocs",
                "build",
                "--strict",
                "--quiet",
                "-f",
                CONFIG_FILES[lang],
                "--site-dir",
                str(out / lang),
            ],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        for lang in LANGS
    }
    failed = []
    for lang, proc in procs.items():
        log = proc.communicate()[0]
        if proc.returncode:
            failed.append(f"--- mkdocs build --strict -f {CONFIG_FILES[lang]} failed:\n{log}")
    if failed:
        raise SystemExit("\n".join(failed))
    for lang in LANGS:
        drop_switching_rule(out / lang)
    # Each language's llms.txt and Markdown versions (tools/site/llms.py), side by side too.
    with concurrent.futures.ProcessPoolExecutor(len(LANGS)) as pool:
        list(pool.map(llms.write, [out / lang for lang in LANGS], LANGS))
    (out / "index.html").write_text(root_page(), encoding="utf-8")
    (out / "llms.txt").write_text(llms.root(), encoding="utf-8")
    (out / "404.html").write_text(root_404(), encoding="utf-8")
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> None:
    parser = cli_parser(__name__, __doc__)
    parser.add_argument(
        "out", nargs="?", type=Path, default=ROOT / "site", help="output folder (default: site/)"
    )
    target = parser.parse_args(argv).out
    seconds = build(target.resolve())
    print(f"built {', '.join(LANGS)} into {target}/ in {seconds:.1f} s (mkdocs build --strict)")


if __name__ == "__main__":
    main()
