"""`make lighthouse`: Lighthouse scores (performance, accessibility, best practices, SEO) for the home
page and one topic page per language, with npm's `lighthouse` against Debian's Chromium. Not run in CI.

Lighthouse's performance score varies from run to run on the same page ("Score Variability" in
Lighthouse's docs/variability.md), so each page is measured LIGHTHOUSE_RUNS times (default 5) and the
scores reported are those of the median run as Lighthouse's own `computeMedianRun` picks it (the run
closest to the median first contentful paint and time to interactive, as Lighthouse CI does). The range
of the performance score over all runs is printed beside it.

Needs Node.js; installs lighthouse into .cache/lighthouse on first use (npm registry).
"""

from __future__ import annotations

import itertools
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from tools.harness import cli
from tools.harness.model import LANGS, ROOT
from tools.site.serve import serve

VERSION = "13.5.0"
PREFIX = ROOT / ".cache" / "lighthouse"
CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]
FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update"
RUNS = int(os.environ.get("LIGHTHOUSE_RUNS", "5"))
# Prints the index of the median run among the report files given as arguments.
MEDIAN_RUN = """
import fs from "node:fs";
import {computeMedianRun} from %s;
const runs = process.argv.slice(1).map(f => JSON.parse(fs.readFileSync(f, "utf8")));
console.log(runs.indexOf(computeMedianRun(runs)));
"""


def median_run(reports: list[Path]) -> int:
    module = (PREFIX / "node_modules" / "lighthouse" / "core" / "lib" / "median-run.js").as_uri()
    out = subprocess.run(
        ["node", "--input-type=module", "-e", MEDIAN_RUN % json.dumps(module), *map(str, reports)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return int(out)


def main() -> int:

    cli.parser(__name__, __doc__).parse_args()
    binary = PREFIX / "node_modules" / ".bin" / "lighthouse"
    if not binary.exists():
        subprocess.run(
            ["npm", "install", "--silent", "--prefix", str(PREFIX), f"lighthouse@{VERSION}"], check=True
        )
    env = dict(os.environ, CHROME_PATH=os.environ.get("CHROMIUM") or shutil.which("chromium") or "")
    rows = []
    with serve() as base, tempfile.TemporaryDirectory(prefix="lighthouse-") as tmp:
        # Lighthouse's default (a throttled phone) and its desktop preset.
        for preset, lang, path in itertools.product(("mobile", "desktop"), LANGS, ("", "clipping/")):
            url = f"{base}{lang}/{path}"
            reports = []
            for run in range(RUNS):
                report = Path(tmp) / f"{preset}-{lang}-{path.strip('/') or 'home'}-{run}.json"
                subprocess.run(
                    [
                        str(binary),
                        url,
                        "--quiet",
                        "--output=json",
                        f"--output-path={report}",
                        *(["--preset=desktop"] if preset == "desktop" else []),
                        f"--only-categories={','.join(CATEGORIES)}",
                        f"--chrome-flags={FLAGS}",
                    ],
                    env=env,
                    check=True,
                )
                reports.append(report)
            runs = [json.loads(r.read_text(encoding="utf-8")) for r in reports]
            median = runs[median_run(reports)]
            scores = [round(median["categories"][c]["score"] * 100) for c in CATEGORIES]
            performance = sorted(round(r["categories"]["performance"]["score"] * 100) for r in runs)
            failed = [
                a["id"]
                for a in median["audits"].values()
                if a.get("score") is not None and a["score"] < 0.9 and a.get("scoreDisplayMode") == "binary"
            ]
            rows.append((f"{preset:8}{lang}/{path}", scores, performance, failed))
            print(f"{preset:8}{lang}/{path}: performance {performance}", file=sys.stderr, flush=True)
    print(
        f"median of {RUNS} runs per page (Lighthouse's computeMedianRun); 'range' = performance over all runs"
    )
    print(f"{'page':24} " + " ".join(f"{c[:13]:>13}" for c in CATEGORIES) + f" {'range':>9}")
    for page, scores, performance, failed in rows:
        print(
            f"{page:24} "
            + " ".join(f"{s:>13}" for s in scores)
            + f" {performance[0]:>4}–{performance[-1]:<4}"
            + (f"   failing: {', '.join(failed)}" if failed else "")
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
