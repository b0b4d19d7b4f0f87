"""`make lighthouse`: Lighthouse scores (performance, accessibility, best practices, SEO) for the home
page and one topic page per language, with npm's `lighthouse` against Debian's Chromium. Not run in CI.

Needs Node.js; installs lighthouse into .cache/lighthouse on first use (npm registry).
"""

from __future__ import annotations

import itertools
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.pages import LANGS, ROOT  # noqa: E402
from tools.serve import serve  # noqa: E402

VERSION = "13.5.0"
PREFIX = ROOT / ".cache" / "lighthouse"
CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]
FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update"


def main() -> int:
    binary = PREFIX / "node_modules" / ".bin" / "lighthouse"
    if not binary.exists():
        subprocess.run(["npm", "install", "--silent", "--prefix", str(PREFIX), f"lighthouse@{VERSION}"], check=True)
    env = dict(os.environ, CHROME_PATH=os.environ.get("CHROMIUM") or shutil.which("chromium") or "")
    rows = []
    with serve() as base:
        # Lighthouse's default (a throttled phone) and its desktop preset.
        for preset, lang, path in itertools.product(("mobile", "desktop"), LANGS, ("", "clipping/")):
            url = f"{base}{lang}/{path}"
            out = subprocess.run(
                [str(binary), url, "--quiet", "--output=json", "--output-path=stdout",
                 *(["--preset=desktop"] if preset == "desktop" else []),
                 f"--only-categories={','.join(CATEGORIES)}", f"--chrome-flags={FLAGS}"],
                capture_output=True, text=True, env=env, check=True,
            ).stdout
            report = json.loads(out)
            scores = [round(report["categories"][c]["score"] * 100) for c in CATEGORIES]
            failed = [a["id"] for a in report["audits"].values()
                      if a.get("score") is not None and a["score"] < 0.9 and a.get("scoreDisplayMode") == "binary"]
            rows.append((f"{preset:8}{lang}/{path}", scores, failed))
    print(f"{'page':24} " + " ".join(f"{c[:13]:>13}" for c in CATEGORIES))
    for page, scores, failed in rows:
        print(f"{page:24} " + " ".join(f"{s:>13}" for s in scores) + (f"   failing: {', '.join(failed)}" if failed else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
