"""`make portability` (run by .ci/run): every block prints the same bytes on every machine this one
can imitate.

A reader's machine differs from ours in the CPU instructions oneDNN picks, the number of threads a
reduction is split over, whether oneDNN is used at all, and the BLAS kernels numpy calls. One machine can
reproduce each of those with an environment variable, read when the process starts:

    TF_ENABLE_ONEDNN_OPTS   1 / 0                       oneDNN kernels or TensorFlow's own (Eigen)
    ONEDNN_MAX_CPU_ISA      SSE41, AVX, AVX2, ...       the newest instructions oneDNN may use (to this CPU's)
    TF_NUM_INTRAOP_THREADS  1, 2, 8                     how many pieces a kernel splits its work into
    OPENBLAS_CORETYPE       Prescott, ..., SkylakeX     which OpenBLAS kernels numpy's BLAS calls: each kernel
                                                        family this CPU runs, once (names a build maps onto
                                                        a family already covered are listed, not run again)

Every unique executed block of every page runs once per process (tools/execute.py, the same isolation as
the doc tests: fresh __main__, empty directory, TF/Keras reset), and what it printed and wrote must equal
what its page shows. A condition that changes anything fails, naming block, condition and diff.

By default the conditions are laid over as few processes as the longest list needs (run k takes the k-th
ISA cap and the k-th OpenBLAS kernel, and the thread counts cycle, so each value is exercised at least
once), two processes at a time; a run that differs is then
bisected: its differing blocks are run again under each of its conditions alone, to name the culprit.
`--single` runs each condition in a process of its own instead (about twice as long). Each process checks
that its condition took effect: oneDNN's own report of its ISA, OpenBLAS's core name, and the number of
threads in the process (TensorFlow's intra-op pool is the only part that depends on the variable).

    python -m tools.portability [--single] [--jobs N] [--only stop-gradient/] [--after-tests]
"""

from __future__ import annotations

import argparse
import concurrent.futures
import difflib
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# oneDNN's ISA caps, oldest first, with the /proc/cpuinfo flags each needs (oneDNN's cpu_isa_traits).
ONEDNN_ISAS = [
    ("SSE41", {"sse4_1"}),
    ("AVX", {"avx"}),
    ("AVX2", {"avx2", "fma"}),
    ("AVX2_VNNI", {"avx2", "avx_vnni"}),
    ("AVX512_CORE", {"avx512f", "avx512bw", "avx512vl", "avx512dq"}),
    ("AVX512_CORE_VNNI", {"avx512f", "avx512bw", "avx512vl", "avx512dq", "avx512_vnni"}),
    ("AVX512_CORE_BF16", {"avx512f", "avx512bw", "avx512vl", "avx512dq", "avx512_vnni", "avx512_bf16"}),
    ("AVX512_CORE_FP16", {"avx512f", "avx512bw", "avx512vl", "avx512dq", "avx512_bf16", "avx512_fp16"}),
    ("AVX512_CORE_AMX", {"avx512f", "avx512_bf16", "amx_int8", "amx_bf16"}),
]
# OpenBLAS kernel families (DYNAMIC_ARCH core names) and what each needs.
OPENBLAS_CORES = [
    ("Prescott", {"pni"}),
    ("Core2", {"ssse3"}),
    ("Nehalem", {"sse4_2"}),
    ("Sandybridge", {"avx"}),
    ("Haswell", {"avx2", "fma"}),
    ("Zen", {"avx2", "fma"}),
    ("SkylakeX", {"avx512f", "avx512bw", "avx512vl", "avx512dq", "avx512cd"}),
    ("Cooperlake", {"avx512f", "avx512bw", "avx512vl", "avx512dq", "avx512_bf16"}),
]
THREADS = ["1", "2", "8"]  # 8 oversubscribes the project's 2 cores: reductions split into more pieces


def cpu_flags() -> set[str]:
    try:
        text = Path("/proc/cpuinfo").read_text()
    except OSError:
        return set()
    match = re.search(r"^flags\s*:(.*)$", text, re.M)
    return set(match.group(1).split()) if match else set()


@dataclass(frozen=True)
class Condition:
    var: str  # "" for the default
    value: str

    @property
    def name(self) -> str:
        return f"{self.var}={self.value}" if self.var else "default (no variable set)"


def openblas_kernels(names: list[str]) -> dict[str, str]:
    """The kernel family OpenBLAS really loads for each OPENBLAS_CORETYPE name (and for "", no variable):
    a build maps names it has no kernels for onto others (here Zen runs Haswell's)."""
    probe = (
        "import threadpoolctl, numpy; print(*{i.get('architecture', '?') for i in "
        "threadpoolctl.threadpool_info() if i['user_api'] == 'blas'})"
    )
    found = {}
    for name in ["", *names]:
        env = {k: v for k, v in os.environ.items() if k not in {"OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE"}}
        if name:
            env["OPENBLAS_CORETYPE"] = name
        proc = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True)
        found[name] = proc.stdout.strip() or "?"
    return found


def conditions(flags: set[str]) -> tuple[list[Condition], dict[str, str]]:
    """The conditions to run, and the OpenBLAS names left out because their kernels are already run
    (by the default or an earlier name), with the kernel family each maps to."""
    found = [Condition("", "")]
    found.append(Condition("TF_ENABLE_ONEDNN_OPTS", "0"))
    found += [Condition("ONEDNN_MAX_CPU_ISA", isa) for isa, needs in ONEDNN_ISAS if needs <= flags]
    found += [Condition("TF_NUM_INTRAOP_THREADS", n) for n in THREADS]
    kernels = openblas_kernels([core for core, needs in OPENBLAS_CORES if needs <= flags])
    default = kernels.pop("")
    seen, same = {default}, {}
    for core, kernel in kernels.items():
        if kernel in seen:
            same[core] = kernel + (", the default" if kernel == default else "")
        else:
            seen.add(kernel)
            found.append(Condition("OPENBLAS_CORETYPE", core))
    return found, same


def plan(conds: list[Condition], single: bool) -> list[list[Condition]]:
    """Processes to start, each with its conditions. Combined: run k takes the k-th value of every
    variable that has one, and thread counts cycle; oneDNN off goes to a run without an ISA cap, which
    would mean nothing there."""
    if single:
        return [[c] for c in conds]
    by_var: dict[str, list[Condition]] = {}
    for c in conds[1:]:
        by_var.setdefault(c.var, []).append(c)
    off = by_var.pop("TF_ENABLE_ONEDNN_OPTS", [])
    width = max([len(v) for v in by_var.values()] + [len(by_var.get("ONEDNN_MAX_CPU_ISA", [])) + len(off)])
    # Thread counts are cheap to vary: they cycle through every run, so each meets several kernels.
    threads = by_var.pop("TF_NUM_INTRAOP_THREADS", [])
    runs = [[vals[k] for vals in by_var.values() if k < len(vals)] for k in range(width)]
    for k, run in enumerate(runs):
        if threads:
            run.append(threads[k % len(threads)])
    for k, c in enumerate(off, start=len(by_var.get("ONEDNN_MAX_CPU_ISA", []))):
        runs[k].insert(0, c)
    return [[conds[0]]] + runs  # the default alone first: the machine as a reader gets it


# --- one process: run the blocks under whatever environment it was started with -------------------------


def worker(out: str, only: set[str] | None) -> None:
    from tools.execute import block_key, check_written, execute, prepare_tensorflow
    from tools.pages import unique_executed_blocks

    blocks = [b for b in unique_executed_blocks() if only is None or block_key(b.code) in only]
    import tensorflow as tf

    prepare_tensorflow()
    tf.reduce_sum(tf.ones((64, 64))).numpy()  # start TensorFlow's thread pools, then count threads
    threads = len(os.listdir("/proc/self/task")) if os.path.isdir("/proc/self/task") else 0
    results = {}
    for block in blocks:
        result = execute(block)
        # Written files are checked here, against docs/img, the way the doc tests check them.
        results[block_key(block.code)] = {
            "stdout": result.stdout,
            "error": result.error,
            "files": check_written(result.files, block.snippet or block.id),
        }
    import threadpoolctl

    cores = sorted(
        {i.get("architecture", "?") for i in threadpoolctl.threadpool_info() if i["user_api"] == "blas"}
    )
    Path(out).write_text(json.dumps({"results": results, "openblas": cores, "threads": threads}))


# --- the parent ---------------------------------------------------------------------------------------------


@dataclass
class Run:
    conds: list[Condition]
    results: dict = field(default_factory=dict)
    seconds: float = 0.0
    openblas: list[str] = field(default_factory=list)
    isa: str | None = None  # oneDNN's own report of the instruction set it uses
    threads: int = 0  # threads in the process once TensorFlow has run an op
    error: str | None = None

    @property
    def label(self) -> str:
        return ", ".join(c.name for c in self.conds) or "default"


def _start(conds: list[Condition], only: set[str] | None, scratch: Path) -> Run:
    from tools.execute import hermetic_environ

    run = Run(conds)
    work = Path(tempfile.mkdtemp(prefix="run-", dir=scratch))
    env = {
        k: v
        for k, v in os.environ.items()
        if k
        not in {
            "TF_ENABLE_ONEDNN_OPTS",
            "ONEDNN_MAX_CPU_ISA",
            "TF_NUM_INTRAOP_THREADS",
            "OPENBLAS_CORETYPE",
            "OPENBLAS_L2_SIZE",
        }
    }
    env.update(hermetic_environ(str(work)), PYTHONPATH=str(ROOT), ONEDNN_VERBOSE="1")
    env.update({c.var: c.value for c in conds if c.var})
    out = work / "results.json"
    cmd = [sys.executable, "-m", "tools.portability", "--worker", str(out)]
    if only:
        cmd += ["--keys", ",".join(sorted(only))]
    start = time.perf_counter()
    # oneDNN writes its verbose report to the C stdout; the blocks' own output is captured in Python.
    with open(work / "onednn.log", "w") as log:
        proc = subprocess.run(cmd, cwd=ROOT, env=env, stdout=log, stderr=subprocess.PIPE, text=True)
    wall = time.perf_counter() - start
    if proc.returncode:
        run.error = f"worker exited {proc.returncode}:\n{proc.stderr[-3000:]}"
        return run
    data = json.loads(out.read_text())
    run.results, run.seconds, run.openblas, run.threads = (
        data["results"],
        wall,
        data["openblas"],
        data["threads"],
    )
    with open(work / "onednn.log", errors="replace") as log:
        for line in log:
            if line.startswith("onednn_verbose,") and ",info," in line:
                if m := re.search(r",isa:(.*)$", line):
                    run.isa = m.group(1).strip()
                    break
    return run


def _check_took_effect(run: Run, default: Run | None, all_blocks: bool) -> list[str]:
    """A condition nobody can see working proves nothing: check each against the library's own report.
    (oneDNN reports its ISA only once it runs a kernel: with --only, a few blocks may not run any.)"""
    problems = []
    for c in run.conds:
        if c.var == "OPENBLAS_CORETYPE" and not run.openblas:
            problems.append(f"{run.label}: numpy reports no OpenBLAS")
        if c.var == "ONEDNN_MAX_CPU_ISA" and run.isa is None and all_blocks:
            problems.append(f"{run.label}: oneDNN never reported its ISA (no oneDNN kernel ran?)")
        # TensorFlow's intra-op pool is n threads (by default one per CPU this process may run on); the
        # rest of the process does not depend on n.
        if c.var == "TF_NUM_INTRAOP_THREADS" and default is not None:
            expected = default.threads - len(os.sched_getaffinity(0)) + int(c.value)
            if run.threads != expected:
                problems.append(f"{run.label}: {run.threads} threads in the process, expected {expected}")
    return problems


def _differences(run: Run, blocks: dict) -> dict[str, str]:
    """Block key -> what differs from the page, for every block this run executed."""
    from tools.execute import normalise

    found = {}
    for key, r in run.results.items():
        block = blocks[key]
        if r["error"]:
            found[key] = r["error"]
            continue
        expected = normalise(block.expected_output or "")
        if normalise(r["stdout"]) != expected:
            found[key] = "".join(
                difflib.unified_diff(
                    expected.splitlines(keepends=True),
                    normalise(r["stdout"]).splitlines(keepends=True),
                    fromfile=f"{block.id} (the page)",
                    tofile=f"{block.id} under {run.label}",
                )
            )
        if r["files"]:  # problems tools.execute.check_written found in the worker
            found[key] = found.get(key, "") + "\n".join(r["files"]) + "\n"
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.portability",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--single", action="store_true", help="one process per condition (slower, no bisection)"
    )
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2, help="processes side by side")
    parser.add_argument(
        "--only",
        metavar="TEXT",
        help="only the blocks whose snippet path or page id contains TEXT (e.g. stop-gradient/)",
    )
    parser.add_argument(
        "--after-tests",
        action="store_true",
        help="leave out what `make test` and `make determinism` (.ci/run runs them first) have just "
        "checked on every block: the default condition (only a one-block probe runs, the reference "
        "for the thread check) and TF_ENABLE_ONEDNN_OPTS=0 (determinism run B)",
    )
    parser.add_argument("--worker", metavar="OUT", help=argparse.SUPPRESS)
    parser.add_argument("--keys", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        worker(args.worker, set(args.keys.split(",")) if args.keys else None)
        return 0

    from tools.execute import block_key, private_tempdir
    from tools.pages import unique_executed_blocks

    private_tempdir("portability-")

    start = time.perf_counter()
    flags = cpu_flags()
    conds, same_kernels = conditions(flags)
    covered = {}  # condition -> the check that already ran every block under it
    if args.after_tests:
        covered = {conds[0]: "make test", Condition("TF_ENABLE_ONEDNN_OPTS", "0"): "make determinism (B)"}
        conds = [c for c in conds if c not in covered or c == conds[0]]
    runs_plan = plan(conds, args.single)
    blocks = {
        block_key(b.code): b
        for b in unique_executed_blocks()
        if not args.only or args.only in (b.snippet or "") or args.only in b.id
    }
    if not blocks:
        parser.error(f"no executed block matches --only {args.only!r}")
    selected = set(blocks) if args.only else None
    print(
        f"portability: {len(blocks)} unique blocks x {len(conds)} conditions in {len(runs_plan)} processes, "
        f"{args.jobs} at a time",
        flush=True,
    )
    scratch = Path(tempfile.mkdtemp(prefix="runs-"))
    problems: list[str] = []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        probe = {next(iter(blocks))}  # the default's process only has to report its threads and ISA
        runs = list(
            pool.map(
                lambda c: _start(c, probe if covered and c == [conds[0]] else selected, scratch), runs_plan
            )
        )
    verdict: dict[Condition, dict[str, str]] = {}  # condition -> differing block keys -> diff
    for i, run in enumerate(runs, 1):
        print(
            f"  process {i:2}: {run.seconds:5.1f} s  {run.label}\n"
            f"              oneDNN ISA: {run.isa or '-'}; OpenBLAS: {', '.join(run.openblas)}; "
            f"threads: {run.threads}",
            flush=True,
        )
        if run.error:
            problems.append(f"{run.label}: {run.error}")
            continue
        problems += _check_took_effect(run, runs[0], selected is None)
        if covered and run is runs[0]:
            continue  # a probe: make test has just run every block under the default
        if len(run.results) != len(blocks):
            problems.append(f"{run.label}: executed {len(run.results)} of {len(blocks)} blocks")
        diffs = _differences(run, blocks)
        if len(run.conds) == 1 or not diffs:
            for c in run.conds:
                verdict.setdefault(c, {}).update(diffs)
            continue
        # Bisect: the differing blocks again, under each of this run's conditions alone.
        print(f"             {len(diffs)} blocks differ; running them under each condition alone", flush=True)
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            alone = list(pool.map(lambda c, d=set(diffs): _start([c], d, scratch), run.conds))
        for c, sub in zip(run.conds, alone):
            if sub.error:
                problems.append(f"{c.name}: {sub.error}")
            verdict.setdefault(c, {}).update(_differences(sub, blocks))
        unexplained = set(diffs) - {k for c in run.conds for k in verdict[c]}
        for key in unexplained:  # differs only when the conditions come together
            problems.append(
                f"{blocks[key].id}: differs under {run.label} together, under none alone:\n{diffs[key]}"
            )

    width = max(len(c.name) for c in [*conds, *covered])
    print(f"\n{'condition':{width}}  identical  differing")
    for c, check in covered.items():
        print(f"{c.name:{width}}  {'checked by ' + check:>20}")
    for c in conds:
        diffs = verdict.get(c)
        if c in covered:
            continue
        if diffs is None:
            print(f"{c.name:{width}}  {'not run':>9}")
            continue
        print(f"{c.name:{width}}  {len(blocks) - len(diffs):9}  {len(diffs):9}")
    for c in conds:
        for key, diff in sorted((verdict.get(c) or {}).items(), key=lambda kv: blocks[kv[0]].id):
            problems.append(f"{blocks[key].id} (snippets/{blocks[key].snippet}) under {c.name}:\n{diff}")
    skipped = [isa for isa, needs in ONEDNN_ISAS if not needs <= flags]
    skipped += [core for core, needs in OPENBLAS_CORES if not needs <= flags]
    if skipped:
        print(f"not on this CPU, so not tried: {', '.join(skipped)}")
    if same_kernels:
        print(
            "OpenBLAS runs kernels already covered for: "
            + ", ".join(f"{core} (= {kernel})" for core, kernel in same_kernels.items())
        )
    print(f"wall time {time.perf_counter() - start:.1f} s")
    if problems:
        print("\nFAILED:\n" + "\n".join(problems))
        return 1
    print(
        f"portability: all {len(blocks)} blocks print and write the same bytes "
        f"under all {len(conds)} conditions"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
