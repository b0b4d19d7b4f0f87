"""`make bench`: what the doc tests cost, tier by tier, next to the work each tier has to do. Measured here.

    floor      one `import tensorflow` plus every unique executed block once, in one process, with the
               same isolation as the tests (fresh __main__ namespace, empty directory, TF/Keras reset):
               the least any harness could spend running the code once. On 2 cores, half of it is the
               least wall time for a tier that runs all the code once (the page blocks, the standalone
               snippets, the English notebooks each do).
    build      one strict build of the three languages (tools/site/build.py): the floor of the site tier.
    tiers      `pytest -n 2 --dist loadgroup` on each tier's test files, and on all of them (`make test`):
                 page blocks   tests/test_pages.py: every fence of every page in en, ko and zh
                 standalone    tests/test_snippets.py, tests/test_snippet_server.py: `python snippets/...`
                 notebooks     tests/test_notebooks.py: each English notebook in a Jupyter kernel, by cell
                 site          tests/test_site.py, tests/test_browser.py, tests/test_templates.py
                 rest          tests/test_translations.py, tests/test_glossary.py
    baseline   the notebook / d2l way for the page blocks: one fresh Python process per page with code,
               its blocks in order, outputs compared; two processes at a time.

Everything is measured --runs times (default 3), interleaved, and reported as medians; ratios are ratios
of medians. Targets: page blocks <= 1.3 x floor, baseline >= 3 x page blocks, `make test` <= 6 minutes.

    python -m tools.measure.bench [--runs N] [--no-baseline]
    python -m tools.measure.bench --floor             # one floor measurement, JSON (used by the above)
    python -m tools.measure.bench --page en/clipping.md   # one baseline page process
"""

from __future__ import annotations

import concurrent.futures
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tools.harness.model import ROOT

if TYPE_CHECKING:  # annotations only: the functions below import the harness where they use it
    from tools.harness.execute import Result
    from tools.harness.pages import Block

WORKERS = 2
TIERS = {
    "page blocks": ["tests/test_pages.py"],
    "standalone": ["tests/test_snippets.py", "tests/test_snippet_server.py"],
    "notebooks": ["tests/test_notebooks.py"],
    "site": ["tests/test_site.py", "tests/test_browser.py", "tests/test_templates.py"],
    "rest": ["tests/test_translations.py", "tests/test_glossary.py"],
    "make test": [],
}


def hermetic_env() -> dict[str, str]:
    """What tests/conftest.py sets for the test processes, for the processes the bench starts itself."""
    from tools.harness.execute import hermetic_environ

    return dict(os.environ, **hermetic_environ(tempfile.mkdtemp(prefix="bench-")), PYTHONPATH=str(ROOT))


def _differs(block: Block, result: Result) -> bool:
    from tools.harness.execute import normalise

    return bool(result.error) or normalise(result.stdout) != normalise(block.expected_output or "")


def floor() -> None:
    """One process: time `import tensorflow`, then each unique block once."""
    from tools.harness.pages import unique_executed_blocks

    blocks = unique_executed_blocks()  # parse the pages before the clock starts: only the work is timed
    from tools.harness.execute import execute

    start = time.perf_counter()
    import tensorflow  # noqa: F401

    imported = time.perf_counter() - start
    seconds = {}
    for block in blocks:
        start = time.perf_counter()
        result = execute(block)
        seconds[block.where] = time.perf_counter() - start
        if _differs(block, result):
            sys.exit(
                f"floor: {block.where} did not print its page's output:\n{result.error or result.stdout}"
            )
    json.dump({"import": imported, "blocks": seconds}, sys.stdout)


def page(page_id: str) -> None:
    """One baseline process: every executed block of one page, in order, compared with the page."""
    from tools.harness.execute import execute
    from tools.harness.pages import load_pages

    lang = page_id.split("/", 1)[0]
    (target,) = [p for p in load_pages(lang) if p.where == page_id]
    for block in target.executed:
        result = execute(block)
        if _differs(block, result):
            sys.exit(f"{block.where}: output differs\n{result.error or result.stdout}")


def _timed(cmd: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if proc.returncode:
        sys.exit(f"{' '.join(cmd)} failed:\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}")
    return seconds


def measure_floor() -> dict[str, Any]:
    proc = subprocess.run(
        [sys.executable, "-m", "tools.measure.bench", "--floor"],
        cwd=ROOT,
        env=hermetic_env(),
        capture_output=True,
        text=True,
    )
    if proc.returncode:
        sys.exit(proc.stderr[-3000:])
    data: dict[str, Any] = json.loads(proc.stdout)
    data["total"] = data["import"] + sum(data["blocks"].values())
    return data


def measure_baseline(pages: list[str]) -> dict[str, float]:
    env = hermetic_env()
    start = time.perf_counter()
    with concurrent.futures.ThreadPoolExecutor(WORKERS) as pool:
        list(
            pool.map(lambda p: _timed([sys.executable, "-m", "tools.measure.bench", "--page", p], env), pages)
        )
    return {"total": time.perf_counter() - start, "processes": len(pages)}


def measure_tier(files: list[str]) -> float:
    return _timed(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "-n",
            str(WORKERS),
            "--dist",
            "loadgroup",
            *files,
        ],
        dict(os.environ, CI="true"),  # the browser tests must run, not skip
    )


def measure_build() -> float:
    from tools.site.build import build

    with tempfile.TemporaryDirectory(prefix="bench-site-") as out:
        return build(Path(out))


def main(runs: int, baseline: bool) -> int:
    from tools.harness.model import LANGS
    from tools.harness.pages import load_pages

    pages = [p.where for lang in LANGS for p in load_pages(lang) if p.executed]
    all_blocks = sum(len(p.executed) for lang in LANGS for p in load_pages(lang))
    floors, builds, baselines = [], [], []
    tiers: dict[str, list[float]] = {name: [] for name in TIERS}
    for run in range(1, runs + 1):
        floors.append(measure_floor())
        builds.append(measure_build())
        for name, files in TIERS.items():
            tiers[name].append(measure_tier(files))
        if baseline:
            baselines.append(measure_baseline(pages)["total"])
        print(
            f"run {run}/{runs}: floor {floors[-1]['total']:.1f} s, build {builds[-1]:.1f} s, "
            + ", ".join(f"{name} {t[-1]:.1f} s" for name, t in tiers.items())
            + (f", baseline {baselines[-1]:.1f} s" if baseline else ""),
            flush=True,
        )

    floor = statistics.median(f["total"] for f in floors)
    imports = statistics.median(f["import"] for f in floors)
    unique = len(floors[0]["blocks"])
    build = statistics.median(builds)
    med = {name: statistics.median(t) for name, t in tiers.items()}
    print(
        f"\npages with code: {len(pages)} ({len(LANGS)} languages); page blocks: {all_blocks}; "
        f"unique: {unique}"
    )
    print(f"medians of {runs} run(s) on {os.cpu_count()} cores")
    print(
        f"  floor: {floor:.1f} s in one process (import tensorflow {imports:.1f} s + {unique} blocks), "
        f"{floor / WORKERS:.1f} s on {WORKERS} cores; build: {build:.1f} s"
    )
    print(f"  {'tier':12} {'wall':>8} {'floor':>8} {'ratio':>6}")
    floors_of = {
        "page blocks": floor / WORKERS,
        "standalone": floor / WORKERS,
        "notebooks": floor / WORKERS,
        "site": build,
    }
    for name, seconds in med.items():
        f = floors_of.get(name)
        print(
            f"  {name:12} {seconds:7.1f}s " + (f"{f:7.1f}s {seconds / f:6.2f}" if f else f"{'-':>8} {'-':>6}")
        )
    print(
        "  (the English notebooks hold every unique block; site: one build, then its checks and the browser)"
    )
    r1 = med["page blocks"] / floor
    print(
        f"page blocks (2 workers) / one-process floor = {r1:.2f}   "
        f"(target <= 1.3: {'met' if r1 <= 1.3 else 'MISSED'})"
    )
    if baseline:
        r2 = statistics.median(baselines) / med["page blocks"]
        print(f"baseline / page blocks = {r2:.2f}   (target >= 3: {'met' if r2 >= 3 else 'MISSED'})")
    whole = med["make test"]
    print(f"make test = {whole / 60:.1f} min   (target <= 6: {'met' if whole <= 360 else 'MISSED'})")
    return 0


if __name__ == "__main__":
    import argparse

    from tools.harness.execute import private_tempdir

    parser = argparse.ArgumentParser(
        prog="python -m tools.measure.bench",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--runs", type=int, default=3, help="measurements of each tier (medians reported)")
    parser.add_argument("--no-baseline", action="store_true", help="skip the one-process-per-page baseline")
    parser.add_argument("--floor", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--page", help=argparse.SUPPRESS)
    args = parser.parse_args()
    private_tempdir("bench-")
    if (args.floor or args.page) and "KERAS_HOME" not in os.environ:
        os.environ.update(hermetic_env())  # run by hand: still never touch ~/.keras
    if args.floor:
        floor()
    elif args.page:
        page(args.page)
    else:
        sys.exit(main(args.runs, not args.no_baseline))
