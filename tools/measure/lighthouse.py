"""`make lighthouse`: Lighthouse CI on the built site — every page type in every language, phone and
desktop, the median of 5 runs per page, and the budgets of the committed configuration asserted.

The configuration is `lighthouserc.yml` (phone: Lighthouse's default throttled mobile; the pages, the
server, the number of runs and the budgets) and `lighthouserc.desktop.yml` (the same pages with the
desktop preset; it extends the first). Lighthouse CI (`@lhci/cli`, pinned with its whole dependency tree
and their integrity hashes in package.json / package-lock.json, installed with `npm ci` into
node_modules/ on first use) collects the runs into .lighthouseci/, picks each page's median run the way
Lighthouse itself does (closest to the median first contentful paint and time to interactive), asserts
the budgets on it and writes the reports to .lighthouseci/reports/ (an HTML report per median run). This
script builds site/, runs the two collections, prints one table (the median run's four scores per page
and form factor, and the range of the performance score over all runs) and exits with `lhci assert`'s
status: non-zero when a page misses a budget. Not run by `.ci/run` (it needs a quiet machine for 55
minutes or more); `.github/workflows/lighthouse.yml` runs it.

    python -m tools.measure.lighthouse            # build, collect (5 runs per page), table, assert
    python -m tools.measure.lighthouse --runs 1   # a quick look: one run per page, budgets still asserted
    python -m tools.measure.lighthouse --no-build # measure site/ as it is
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

from tools.harness import cli
from tools.harness.model import ROOT
from tools.site.build import build, site_root_path
from tools.site.serve import chromium

CONFIGS = (ROOT / "lighthouserc.yml", ROOT / "lighthouserc.desktop.yml")
LHCI = ROOT / "node_modules" / ".bin" / "lhci"
RESULTS = ROOT / ".lighthouseci"
CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]


def install() -> None:
    """`npm ci` when node_modules/ is missing or older than the lock file."""
    lock = ROOT / "package-lock.json"
    marker = ROOT / "node_modules" / ".package-lock.json"  # npm writes it on every install
    if LHCI.exists() and marker.exists() and marker.stat().st_mtime >= lock.stat().st_mtime:
        return
    subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)


def lhci(*args: str, env: dict[str, str]) -> int:
    return subprocess.run([str(LHCI), *args], cwd=ROOT, env=env).returncode


def page_name(url: str) -> tuple[str, str]:
    """('ko/migration/', 'desktop') from the URL LHCI measured."""
    path, _, query = url.partition("?")
    return path.split(site_root_path(), 1)[1], "desktop" if query == "desktop" else "mobile"


def table(manifest: list[dict[str, Any]]) -> str:
    """The median run's scores per page and form factor, in the configuration's order, with the range of
    the performance score over all of that page's runs."""
    runs: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for entry in manifest:
        runs.setdefault(page_name(entry["url"]), []).append(entry)
    lines = [
        f"{'page':28} {'form':8}"
        + "".join(f"{c:>15}" for c in CATEGORIES)
        + f"{'range':>10}  median run's report (.lighthouseci/reports/)"
    ]
    for (page, form), entries in runs.items():
        median = next(e for e in entries if e["isRepresentativeRun"])
        scores = [round(median["summary"][c] * 100) for c in CATEGORIES]
        performance = sorted(round(e["summary"]["performance"] * 100) for e in entries)
        lines.append(
            f"{page:28} {form:8}"
            + "".join(f"{s:>15}" for s in scores)
            + f"{performance[0]:>6}–{performance[-1]:<3}  {Path(median['htmlPath']).name}"
        )
    return "\n".join(lines)


def main() -> int:
    parser = cli.parser(__name__, __doc__)
    parser.add_argument("--runs", type=int, help="runs per page (default: numberOfRuns in lighthouserc.yml)")
    parser.add_argument("--no-build", action="store_true", help="measure site/ as it is")
    args = parser.parse_args()
    install()
    if not args.no_build:
        build(ROOT / "site")
    env = dict(os.environ, CHROME_PATH=chromium() or "")
    runs = [f"--numberOfRuns={args.runs}"] if args.runs else []
    for i, config in enumerate(CONFIGS):
        additive = ["--additive"] if i else []  # the first collection clears .lighthouseci/
        if lhci("collect", f"--config={config}", *runs, *additive, env=env):
            return 1
    shutil.rmtree(RESULTS / "reports", ignore_errors=True)
    if lhci("upload", f"--config={CONFIGS[0]}", env=env):
        return 1
    manifest = json.loads((RESULTS / "reports" / "manifest.json").read_text(encoding="utf-8"))
    version = json.loads(Path(manifest[0]["jsonPath"]).read_text(encoding="utf-8"))["lighthouseVersion"]
    print(f"Lighthouse {version} (Lighthouse CI): each page's median run; range: performance over all runs")
    print(table(manifest))
    status = lhci("assert", f"--config={CONFIGS[0]}", env=env)
    print("budgets (lighthouserc.yml):", "met" if status == 0 else "MISSED (see lhci assert above)")
    return status


if __name__ == "__main__":
    sys.exit(main())
