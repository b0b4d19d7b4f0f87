"""`make determinism` (run by .ci/run after `make test`): the doc tests' outputs depend on nothing but
the code.

Runs every page block of every language twice more, as `make test` does (pytest -n 2, pytest-socket:
no network), each time with HOME pointed at an empty directory made read-only:

    A  reversed order                  TF_ENABLE_ONEDNN_OPTS=1 (oneDNN kernels)
       (or, with --reference DIR, the executions `make test` recorded: random order, this CPU's
        default, which is oneDNN off where TensorFlow finds no AVX512_VNNI, AVX512_BF16, AVX_VNNI or AMX)
    B  random order (seed printed)     TF_ENABLE_ONEDNN_OPTS=0 (TensorFlow's own kernels)

Both must pass (every output equal to its page), and then, block by block, what the two runs printed and
wrote must be byte-identical (tools/harness/execute.py records each real execution), and HOME must still be
empty. `make test` itself runs in pytest-randomly's random order with the default kernels.

A page block that is exactly one snippet file runs forked from a pristine server (tools/harness/execute.py
run_standalone): the order cannot reach it; it matters for a block run in the test process itself (one
that is not exactly one file) and for the runs' sharing between tests.

    python -m tools.checks.determinism [--seed N] [--reference DIR]
"""

from __future__ import annotations

import os
import random
import shutil
import stat
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from tools.harness import cli
from tools.harness.execute import private_tempdir, read_records
from tools.harness.model import ROOT


def run(name: str, order: list[str], onednn: str) -> dict[str, dict[str, Any]]:
    home = Path(tempfile.mkdtemp(prefix="readonly-home-"))
    home.chmod(stat.S_IRUSR | stat.S_IXUSR | stat.S_IRGRP | stat.S_IXGRP | stat.S_IROTH | stat.S_IXOTH)
    record = Path(tempfile.mkdtemp(prefix="determinism-record-"))
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}  # everything under HOME
    env.update(HOME=str(home), TF_ENABLE_ONEDNN_OPTS=onednn, DOC_TESTS_RECORD=str(record))
    cmd = cli.pytest_command(*order, "tests/test_pages.py")
    print(
        f"== {name}: HOME={home} (read-only, empty) TF_ENABLE_ONEDNN_OPTS={onednn}\n   {' '.join(cmd[1:])}",
        flush=True,
    )
    start = time.perf_counter()
    proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True)
    tail = "\n".join(proc.stdout.rstrip().splitlines()[-6:])
    print(
        f"   {time.perf_counter() - start:.1f} s\n" + "\n".join("   " + line for line in tail.splitlines()),
        flush=True,
    )
    if proc.returncode:
        sys.exit(f"{name} failed:\n{proc.stdout[-8000:]}\n{proc.stderr[-3000:]}")
    left = sorted(str(p.relative_to(home)) for p in home.rglob("*"))
    if left:
        sys.exit(f"{name}: the tests wrote into HOME: {left[:10]}")
    home.chmod(stat.S_IRWXU)
    shutil.rmtree(home)
    executions = _unique(name, record)
    shutil.rmtree(record)
    return executions


def _unique(name: str, record: Path) -> dict[str, dict[str, Any]]:
    """The recorded executions by block; each block must have run once (loadgroup)."""
    executions: dict[str, dict[str, Any]] = {}
    twice = []
    for r in read_records(record):
        if r["key"] in executions:
            twice.append(r["block"])
        executions.setdefault(r["key"], r)
    # One execution per unique block per run: the three languages' copies of a block share one worker
    # (--dist loadgroup) and are compared with that one execution.
    if twice:
        sys.exit(
            f"{name}: {len(twice)} blocks ran more than once "
            f"(pytest-xdist loadgroup not grouping?): {twice[:5]}"
        )
    print(f"   {len(executions)} unique blocks, each executed once", flush=True)
    return executions


def main() -> int:

    parser = cli.parser(__name__, __doc__)
    parser.add_argument(
        "--seed", type=int, default=random.randrange(2**31), help="run B's pytest-randomly seed"
    )
    parser.add_argument(
        "--reference",
        metavar="DIR",
        type=Path,
        help="use the executions a `make test` run recorded in DIR (DOC_TESTS_RECORD=DIR make test: random "
        "order, the CPU's default oneDNN setting) as run A instead of running A (.ci/run does)",
    )
    args = parser.parse_args()
    seed = args.seed
    private_tempdir("determinism-")
    if args.reference:
        from tools.checks.portability import cpu_flags, onednn_default_on

        onednn = "on" if onednn_default_on(cpu_flags()) else "off"
        print(
            f"== A: the doc tests of `make test`, recorded in {args.reference} "
            f"(random order, oneDNN {onednn}: this CPU's default)"
        )
        a = _unique("A", args.reference)
    else:
        a = run("A: reversed order, oneDNN on", ["-p", "no:randomly", "--reverse"], "1")
    b = run(
        f"B: random order (--randomly-seed={seed}), oneDNN off",
        ["-p", "randomly", f"--randomly-seed={seed}"],
        "0",
    )
    problems = []
    if a.keys() != b.keys():
        problems.append(
            f"executed different blocks: only A {sorted(a.keys() - b.keys())}, "
            f"only B {sorted(b.keys() - a.keys())}"
        )
    for key in sorted(a.keys() & b.keys()):
        if a[key]["stdout"] != b[key]["stdout"]:
            problems.append(f"{a[key]['block']}: stdout differs between A and B")
        if a[key]["files"] != b[key]["files"]:
            problems.append(
                f"{a[key]['block']}: written files differ between A and B: "
                f"{a[key]['files']} vs {b[key]['files']}"
            )
    if problems:
        print("\n".join(problems))
        return 1
    print(
        f"determinism: {len(a)} unique blocks printed and wrote byte-identical output in both runs; "
        f"HOME untouched; no network (pytest-socket)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
