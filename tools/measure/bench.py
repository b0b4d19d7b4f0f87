"""`make bench`: what the suite costs and what it will cost with twice the pages. Measured here.

    suite      `make test` itself (pytest -n 2 --dist loadgroup, every tier, the browser included), with
               DOC_TESTS_TIMINGS set: tests/conftest.py writes every test phase's seconds, the site
               build's seconds and the wall time. Each test's time goes to its tier (by test file) and to
               what it grows with (by what it is about, tests/conftest.py's `example` marker): a block
               ("topic/example": its page blocks, standalone run, notebook cell, matrix row), a page
               ("topic": checks of one page in one language, and the tests in OVER_EVERY_PAGE that walk
               every page themselves, the site build among them), or nothing (fixed: unit tests, the
               browser checks of one page per kind, the probes). What is left of the wall time is the
               workers' start-up and idle time, taken as fixed.
    model      wall = idle + (fixed + pages x per page + blocks x per block) / workers, and the same with
               twice the pages and blocks: the projection the issue holds to <= 360 s.
    floor      one `import tensorflow` plus every unique executed block once, in one process, with the
               same isolation as the tests (fresh __main__ namespace, empty directory, TF/Keras reset):
               the least any harness could spend running the code once.
    page blocks  `pytest -n 2 --dist loadgroup tests/test_pages.py` alone: held to <= 1.3 x the floor.

Everything is measured --runs times (default 1; each run is one `make test`), interleaved, and reported
as medians.

    python -m tools.measure.bench [--runs N]
    python -m tools.measure.bench --floor             # one floor measurement, JSON (used by the above)
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tools.harness import cli
from tools.harness.model import ROOT

if TYPE_CHECKING:  # annotations only: the functions below import the harness where they use it
    from tools.harness.execute import Result
    from tools.harness.pages import Block

WORKERS = cli.WORKERS
PYTEST = cli.pytest_command()
TIERS = {  # test file -> tier; any other file: "rest"
    "tests/test_pages.py": "page blocks",
    "tests/test_snippets.py": "standalone",
    "tests/test_snippet_server.py": "standalone",
    "tests/test_notebooks.py": "notebooks",
    "tests/test_site.py": "site",
    "tests/test_browser.py": "site",
    "tests/test_templates.py": "site",
}
TIER_ORDER = ["page blocks", "standalone", "notebooks", "site", "rest"]
# Tests about no one page that go over every page themselves: their time grows with the pages.
OVER_EVERY_PAGE = {
    "test_every_page_in_every_language_by_the_language_selector",
    "test_no_english_interface_text",
    "test_every_heading_has_a_permalink",
    "test_outputs_shown_under_their_code",
    "test_notebook_views_are_rendered_pages",
    "test_topic_pages_link_their_notebook",
    "test_every_image_is_shown",
    "test_search_index_holds_one_language",
    "test_hreflang_alternates_are_absolute_and_in_the_sitemap",
    "test_topic_pages_declare_their_notebook",
    "test_every_snippet_is_on_a_page",
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


def unit(test: str, about: str | None) -> str:
    """What a test's time grows with: "block", "page" or "fixed" (see the module docstring)."""
    function = test.split("::")[-1].split("[")[0]
    if about and "/" in about:
        return "block"
    if about or function in OVER_EVERY_PAGE:
        return "page"
    return "fixed"


def measure_suite() -> dict[str, Any]:
    """One `make test` with its timings: worker seconds by (tier, unit), the build, the wall time."""
    with tempfile.TemporaryDirectory(prefix="bench-timings-") as folder:
        timings = Path(folder) / "timings.jsonl"
        # CI=true: the browser tests must run, not skip
        _timed(PYTEST, dict(os.environ, CI="true", DOC_TESTS_TIMINGS=str(timings)))
        lines = [json.loads(line) for line in timings.read_text(encoding="utf-8").splitlines()]
    cost: dict[tuple[str, str], float] = {}
    tests = set()
    for line in lines:
        if "test" in line:
            tests.add(line["test"])
            key = (TIERS.get(line["test"].split("::")[0], "rest"), unit(line["test"], line["about"]))
            cost[key] = cost.get(key, 0.0) + line["seconds"]
    build = sum(line["build"] for line in lines if "build" in line)
    (end,) = [line for line in lines if "wall" in line]
    # The build ran in the setup of whichever test first needed the site: it grows with the pages.
    owner = max((k for k in cost if k[0] == "site"), key=lambda k: cost[k])
    cost[owner] -= build
    cost[("site", "page")] = cost.get(("site", "page"), 0.0) + build
    return {"cost": cost, "build": build, "wall": end["wall"], "workers": end["workers"], "tests": len(tests)}


def measure_tier(files: list[str]) -> float:
    return _timed([*PYTEST, *files], dict(os.environ, CI="true"))


def main(runs: int) -> int:
    from tools.harness.model import LANGS
    from tools.harness.pages import load_pages, unique_executed_blocks

    pages = sum(len(load_pages(lang)) for lang in LANGS)
    blocks = len(unique_executed_blocks())
    floors, tiers, suites = [], [], []
    for run in range(1, runs + 1):
        floors.append(measure_floor())
        tiers.append(measure_tier(["tests/test_pages.py"]))
        suites.append(measure_suite())
        print(
            f"run {run}/{runs}: floor {floors[-1]['total']:.1f} s, page blocks {tiers[-1]:.1f} s, "
            f"make test {suites[-1]['wall']:.1f} s",
            flush=True,
        )
    med = statistics.median
    floor, tier = med(f["total"] for f in floors), med(tiers)
    workers: int = suites[0]["workers"]
    wall: float = med(s["wall"] for s in suites)
    keys = sorted({k for s in suites for k in s["cost"]})
    cost: dict[tuple[str, str], float] = {k: med(s["cost"].get(k, 0.0) for s in suites) for k in keys}
    spent = sum(cost.values())
    idle = wall - spent / workers
    print(
        f"\nmedians of {runs} run(s) on {os.cpu_count()} cores; {suites[0]['tests']} tests; "
        f"{pages} pages ({len(LANGS)} languages); {blocks} unique executed blocks"
    )
    print(
        f"make test: {wall:.1f} s wall on {workers} workers = start-up and idle {idle:.1f} s + "
        f"{spent:.1f} s of tests / {workers}"
    )
    print(f"  site build (in the site tier's per-page cost): {med(s['build'] for s in suites):.1f} s")
    print(f"  {'tier':12} {'fixed':>9} {'pages':>9} {'per page':>9} {'blocks':>9} {'per block':>10}")
    total = {"fixed": 0.0, "page": 0.0, "block": 0.0}
    for name in TIER_ORDER:
        f, p, b = (cost.get((name, u), 0.0) for u in ("fixed", "page", "block"))
        total["fixed"] += f
        total["page"] += p
        total["block"] += b
        print(f"  {name:12} {f:8.1f}s {p:8.1f}s {p / pages:8.2f}s {b:8.1f}s {b / blocks:9.2f}s")
    print(
        f"  {'all':12} {total['fixed']:8.1f}s {total['page']:8.1f}s {total['page'] / pages:8.2f}s "
        f"{total['block']:8.1f}s {total['block'] / blocks:9.2f}s"
    )

    def projected(k: float) -> float:
        return idle + (total["fixed"] + k * (total["page"] + total["block"])) / workers

    print(
        f"model: wall = {idle:.1f} + ({total['fixed']:.1f} + pages x {total['page'] / pages:.2f} + "
        f"blocks x {total['block'] / blocks:.2f}) / {workers}  ->  today {projected(1):.1f} s "
        f"(measured {wall:.1f} s)"
    )
    twice = projected(2)
    print(
        f"twice the pages and blocks ({2 * pages} pages, {2 * blocks} blocks): {twice:.1f} s   "
        f"(target <= 360: {'met' if twice <= 360 else 'MISSED'})"
    )
    print(f"make test: {wall:.1f} s   (target <= 300: {'met' if wall <= 300 else 'MISSED'})")
    ratio = tier / floor
    print(
        f"page blocks alone {tier:.1f} s on {WORKERS} workers / floor {floor:.1f} s in one process "
        f"(import {med(f['import'] for f in floors):.1f} s + {blocks} blocks) = {ratio:.2f}   "
        f"(target <= 1.3: {'met' if ratio <= 1.3 else 'MISSED'})"
    )
    return 0


if __name__ == "__main__":
    from tools.harness import cli
    from tools.harness.execute import private_tempdir

    parser = cli.parser(__name__, __doc__)
    parser.add_argument("--runs", type=int, default=1, help="measurements of each (medians reported)")
    parser.add_argument("--floor", action="store_true", help="one floor measurement, as JSON")
    args = parser.parse_args()
    private_tempdir("bench-")
    if args.floor and "KERAS_HOME" not in os.environ:
        os.environ.update(hermetic_env())  # run by hand: still never touch ~/.keras
    if args.floor:
        floor()
    else:
        sys.exit(main(args.runs))
