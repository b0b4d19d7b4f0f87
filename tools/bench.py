"""`make bench`: what the doc tests cost, next to the work they have to do. Measured on this machine.

    floor     one `import tensorflow` plus every unique executed block once, in one process, with the
              same isolation as the tests (fresh __main__ namespace, empty directory, TF/Keras reset):
              the least any harness could spend.
    suite     the doc tests as `make test` runs them: `pytest -n 2 --dist loadgroup tests/test_pages.py`,
              every fence of every page in all three languages, each page's output compared with a real
              execution (process start, collection and the workers' TensorFlow imports included).
    baseline  the notebook / d2l way: one fresh Python process per page with code, its blocks in order,
              outputs compared the same way; two processes at a time, the same two cores the suite uses.
    standalone (reported separately) the copy-paste path: `python snippets/<topic>/<name>.py` once per
              snippet, tests/test_snippets.py::test_snippet_standalone on 2 workers.

The three are measured BENCH_RUNS times (default 3), interleaved, and reported as medians; the ratios
are ratios of the medians. Targets: suite <= 1.3 x floor, baseline >= 3 x suite.

    python tools/bench.py              # all of it (BENCH_STANDALONE=0 skips the standalone run)
    python tools/bench.py --floor      # one floor measurement, JSON (used by the above)
    python tools/bench.py --page en/clipping.md   # one baseline page process
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

ROOT = Path(__file__).resolve().parent.parent

RUNS = int(os.environ.get("BENCH_RUNS", "3"))
WORKERS = 2


def hermetic_env() -> dict[str, str]:
    """What tests/conftest.py sets for the test processes, for the processes the bench starts itself."""
    from tools.execute import hermetic_environ

    return dict(os.environ, **hermetic_environ(tempfile.mkdtemp(prefix="bench-")), PYTHONPATH=str(ROOT))


def _differs(block, result) -> bool:
    from tools.execute import normalise

    return bool(result.error) or normalise(result.stdout) != normalise(block.expected_output or "")


def floor() -> None:
    """One process: time `import tensorflow`, then each unique block once."""
    from tools.pages import unique_executed_blocks

    blocks = unique_executed_blocks()  # parse the pages before the clock starts: only the work is timed
    from tools.execute import execute

    start = time.perf_counter()
    import tensorflow  # noqa: F401

    imported = time.perf_counter() - start
    seconds = {}
    for block in blocks:
        start = time.perf_counter()
        result = execute(block)
        seconds[block.id] = time.perf_counter() - start
        if _differs(block, result):
            sys.exit(f"floor: {block.id} did not print its page's output:\n{result.error or result.stdout}")
    json.dump({"import": imported, "blocks": seconds}, sys.stdout)


def page(page_id: str) -> None:
    """One baseline process: every executed block of one page, in order, compared with the page."""
    from tools.execute import execute
    from tools.pages import load_pages

    lang = page_id.split("/", 1)[0]
    (target,) = [p for p in load_pages(lang) if p.id == page_id]
    for block in target.executed:
        result = execute(block)
        if _differs(block, result):
            sys.exit(f"{block.id}: output differs\n{result.error or result.stdout}")


def _timed(cmd: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if proc.returncode:
        sys.exit(f"{' '.join(cmd)} failed:\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}")
    return seconds


def measure_floor() -> dict:
    proc = subprocess.run([sys.executable, __file__, "--floor"], cwd=ROOT, env=hermetic_env(),
                          capture_output=True, text=True)
    if proc.returncode:
        sys.exit(proc.stderr[-3000:])
    data = json.loads(proc.stdout)
    data["total"] = data["import"] + sum(data["blocks"].values())
    return data


def measure_suite(workers: int = WORKERS) -> dict:
    from tools.execute import read_records

    record = tempfile.mkdtemp(prefix="bench-record-")
    parallel = ["-n", str(workers), "--dist", "loadgroup"] if workers > 1 else ["-n", "0"]
    seconds = _timed(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *parallel, "tests/test_pages.py"],
        dict(os.environ, DOC_TESTS_RECORD=record),
    )
    runs = read_records(record)
    return {"total": seconds, "executions": len(runs), "unique": len({r["key"] for r in runs}),
            "workers": len({r["pid"] for r in runs})}


def measure_baseline(pages: list[str]) -> dict:
    env = hermetic_env()
    start = time.perf_counter()
    with concurrent.futures.ThreadPoolExecutor(WORKERS) as pool:
        list(pool.map(lambda p: _timed([sys.executable, __file__, "--page", p], env), pages))
    return {"total": time.perf_counter() - start, "processes": len(pages)}


def measure_standalone() -> dict:
    from tools.pages import snippet_files

    seconds = _timed([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", str(WORKERS),
                      "tests/test_snippets.py", "-k", "standalone"], dict(os.environ))
    return {"total": seconds, "snippets": len(snippet_files())}


def main() -> int:
    from tools.pages import LANGS, load_pages

    pages = [p.id for lang in LANGS for p in load_pages(lang) if p.executed]
    all_blocks = sum(len(p.executed) for lang in LANGS for p in load_pages(lang))
    floors, suites, baselines = [], [], []
    for run in range(1, RUNS + 1):
        floors.append(measure_floor())
        suites.append(measure_suite())
        baselines.append(measure_baseline(pages))
        print(f"run {run}/{RUNS}: floor {floors[-1]['total']:6.1f} s   suite {suites[-1]['total']:6.1f} s"
              f"   baseline {baselines[-1]['total']:6.1f} s", flush=True)

    med = {name: statistics.median(r["total"] for r in rs)
           for name, rs in (("floor", floors), ("suite", suites), ("baseline", baselines))}
    imports = statistics.median(f["import"] for f in floors)
    compute = statistics.median(sum(f["blocks"].values()) for f in floors)
    unique = len(floors[0]["blocks"])
    print()
    print(f"pages with code: {len(pages)} ({len(LANGS)} languages); page blocks: {all_blocks}; unique blocks: {unique}")
    print(f"medians of {RUNS} runs on {os.cpu_count()} cores:")
    print(f"  floor     {med['floor']:7.1f} s   = import tensorflow {imports:.1f} s + {unique} unique blocks {compute:.1f} s")
    s = suites[len(suites) // 2]
    print(f"  suite     {med['suite']:7.1f} s   pytest -n {WORKERS} tests/test_pages.py: {all_blocks} page blocks asserted, "
          f"{s['executions']} executions of {s['unique']} unique blocks in {s['workers']} workers")
    print(f"  baseline  {med['baseline']:7.1f} s   {len(pages)} processes, one per page, {WORKERS} at a time")
    slow = sorted(floors[0]["blocks"].items(), key=lambda kv: -kv[1])[:5]
    print("  slowest blocks (floor, run 1): " + ", ".join(f"{b} {t:.1f} s" for b, t in slow))
    r1, r2 = med["suite"] / med["floor"], med["baseline"] / med["suite"]
    print(f"suite / floor    = {r1:.2f}   (target <= 1.3: {'met' if r1 <= 1.3 else 'MISSED'})")
    print(f"baseline / suite = {r2:.2f}   (target >= 3: {'met' if r2 >= 3 else 'MISSED'})")
    one = measure_suite(workers=1)
    print(f"for scale, one run: the suite in ONE process (-n 0) {one['total']:.1f} s = "
          f"{one['total'] / med['floor']:.2f} x floor (what the harness adds without the second core)")
    if os.environ.get("BENCH_STANDALONE", "1") != "0":
        st = measure_standalone()
        print(f"standalone (copy-paste path, reported separately): {st['total']:.1f} s for {st['snippets']} snippets, "
              f"one `python snippets/...` each, {WORKERS} at a time ({st['total'] * WORKERS / st['snippets']:.1f} s per snippet)")
    return 0


if __name__ == "__main__":
    from tools.execute import private_tempdir

    private_tempdir("bench-")
    if sys.argv[1:2] in (["--floor"], ["--page"]) and "KERAS_HOME" not in os.environ:
        os.environ.update(hermetic_env())  # run by hand: still never touch ~/.keras
    if sys.argv[1:2] == ["--floor"]:
        floor()
    elif sys.argv[1:2] == ["--page"]:
        page(sys.argv[2])
    else:
        sys.exit(main())
