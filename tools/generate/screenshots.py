"""`make screenshots`: one topic page per language, light and dark, as PNGs in .github/screenshots/.

Builds the site, serves it on loopback, and photographs it with Debian's Chromium through Playwright.
"""

from __future__ import annotations

import sys

from tools.harness import cli
from tools.harness.model import LANGS, ROOT
from tools.site.serve import BROWSER_ARGS, chromium, serve

OUT = ROOT / ".github" / "screenshots"
TOPIC = "clipping/"
ARGS = [*BROWSER_ARGS, "--hide-scrollbars"]


def main() -> None:

    cli.parser(__name__, __doc__).parse_args()
    from playwright.sync_api import sync_playwright

    executable = chromium()
    if not executable:
        sys.exit("no Chromium found: apt-get install chromium")
    OUT.mkdir(parents=True, exist_ok=True)
    with serve() as base, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=executable, args=ARGS)
        for lang in LANGS:
            for scheme in ("light", "dark"):
                context = browser.new_context(viewport={"width": 1280, "height": 900}, color_scheme=scheme)
                page = context.new_page()
                page.goto(f"{base}{lang}/{TOPIC}")
                page.wait_for_load_state("networkidle")
                target = OUT / f"{lang}-{TOPIC.strip('/')}-{scheme}.png"
                page.screenshot(path=str(target))
                print(f"wrote {target.relative_to(ROOT)}")
                context.close()
        browser.close()


if __name__ == "__main__":
    main()
