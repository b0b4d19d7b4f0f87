"""`make portability` (run by .ci/run): every block prints the same bytes on every machine this one
can imitate.

A reader's machine differs from ours in the CPU instructions oneDNN picks, the number of threads a
reduction is split over, whether oneDNN is used at all, and the BLAS kernels numpy calls. One machine can
reproduce each of those with an environment variable, read when the process starts:

    TF_ENABLE_ONEDNN_OPTS   0 or 1                      the other side of this CPU's default: TensorFlow
                                                        turns its oneDNN operations on by itself only on a
                                                        CPU with AVX512_VNNI, AVX512_BF16, AVX_VNNI or AMX
    ONEDNN_MAX_CPU_ISA      SSE41, AVX, AVX2, ...       the newest instructions oneDNN may use (to this CPU's)
    TF_NUM_INTRAOP_THREADS  1, 2, 8                     how many pieces a kernel splits its work into
    OPENBLAS_CORETYPE       Prescott, ..., SkylakeX     which OpenBLAS kernels numpy's BLAS calls: each kernel
                                                        family this CPU runs, once (names a build maps onto
                                                        a family already covered are listed, not run again)

Every unique executed block of every page runs once per process (tools/harness/execute.py, the same isolation
as the doc tests: fresh __main__, empty directory, TF/Keras reset), and what it printed and wrote must equal
what its page shows. A condition that changes anything fails, naming block, condition and diff.

A block that kills its process (a signal from C code) is named with the condition, the signal and its
line (faulthandler), and the blocks after it run on in a new process under the same condition. Such a
crash fails the run, unless it is a known limit of the imitation (KNOWN_LIMITS, with the evidence): an
ISA cap makes oneDNN behave like an older CPU, but TensorFlow still reads the real CPU's flags. On a CPU
with AVX512-FP16 (Intel Xeon 4th generation and newer), TensorFlow sends float16 matmuls to oneDNN, and
oneDNN capped below AVX512_CORE_FP16 has no kernel for them: a block computing in float16 dies there,
with SIGSEGV or SIGABRT (oneDNN's `dnnl::error`, uncaught) by the path it takes. That (block, condition)
pair is reported as not imitable on this CPU, with the reason, and does not fail; the block is still
checked under every other condition, oneDNN off included (what a CPU without AVX512-FP16 runs float16
matmuls with). Any other crash fails, bfloat16 included (TensorFlow's source routes it the same way on
any AVX-512 CPU under caps below AVX512_CORE, but that was never seen).

By default the conditions are laid over as few processes as the longest list needs (run k takes the k-th
ISA cap and the k-th OpenBLAS kernel, and the thread counts cycle, so each value is exercised at least
once), two processes at a time; a run that differs or crashes is then bisected: those blocks are run
again under each of its conditions alone, to name the culprit. `--single` runs each condition in a
process of its own instead (about twice as long). Each process checks that its condition took effect:
oneDNN's own report of its ISA, OpenBLAS's core name, and the number of threads in the process
(TensorFlow's intra-op pool is the only part that depends on the variable). `--cpu-flags "..."` prints
the plan for another CPU's /proc/cpuinfo flags.

    python -m tools.checks.portability [--single] [--jobs N] [--only stop-gradient/] [--after-tests]
                                [--cpu-flags FLAGS]
"""

from __future__ import annotations

import argparse
import concurrent.futures
import difflib
import functools
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from tools.harness import cli
from tools.harness.model import ROOT, select

if TYPE_CHECKING:  # annotations only: the harness is imported where it is used
    from tools.harness.pages import Block

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


# TensorFlow's default for its oneDNN custom operations on Linux x86 (tensorflow/core/util/port.cc,
# DefaultOneDnnPolicy): on when the CPU has one of these, off otherwise (e.g. an AVX2-only AMD EPYC).
ONEDNN_DEFAULT_ON_FLAGS = {"avx512_vnni", "avx512_bf16", "avx_vnni", "amx_tile", "amx_int8", "amx_bf16"}
CONDITION_VARS = {
    "TF_ENABLE_ONEDNN_OPTS",
    "ONEDNN_MAX_CPU_ISA",
    "TF_NUM_INTRAOP_THREADS",
    "OPENBLAS_CORETYPE",
}


def onednn_default_on(flags: set[str]) -> bool:
    return bool(flags & ONEDNN_DEFAULT_ON_FLAGS)


def conditions(
    flags: set[str], kernels_of: Callable[[list[str]], dict[str, str]] | None = None
) -> tuple[list[Condition], dict[str, str]]:
    """The conditions to run, and the OpenBLAS names left out because their kernels are already run
    (by the default or an earlier name), with the kernel family each maps to. oneDNN is switched to the
    other side of this CPU's default, so both sides are checked on every CPU. `kernels_of`: the kernel
    each OpenBLAS name loads (openblas_kernels; tests pass another CPU's)."""
    found = [Condition("", "")]
    found.append(Condition("TF_ENABLE_ONEDNN_OPTS", "0" if onednn_default_on(flags) else "1"))
    found += [Condition("ONEDNN_MAX_CPU_ISA", isa) for isa, needs in ONEDNN_ISAS if needs <= flags]
    found += [Condition("TF_NUM_INTRAOP_THREADS", n) for n in THREADS]
    kernels = (kernels_of or openblas_kernels)([core for core, needs in OPENBLAS_CORES if needs <= flags])
    default = kernels.pop("")
    seen, same = {default}, {}
    for core, kernel in kernels.items():
        if kernel in seen:
            same[core] = kernel + (", the default" if kernel == default else "")
        else:
            seen.add(kernel)
            found.append(Condition("OPENBLAS_CORETYPE", core))
    return found, same


def planned_conditions(
    flags: set[str], after_tests: bool, probe_kernels: bool = True
) -> tuple[list[Condition], dict[str, str], dict[Condition, str]]:
    """conditions(), less what .ci/run's earlier steps have checked on every block when `after_tests`:
    the default (make test; it stays in the list, for a one-block probe) and oneDNN off (make determinism,
    run B), which is a condition of its own only where oneDNN is on by default. Without `probe_kernels`
    (another CPU's flags), each OpenBLAS name is taken to load its own kernels."""
    conds, same = conditions(
        flags, None if probe_kernels else (lambda names: {"": "?", **{n: n for n in names}})
    )
    covered: dict[Condition, str] = {}
    if after_tests:
        covered = {conds[0]: "make test", Condition("TF_ENABLE_ONEDNN_OPTS", "0"): "make determinism (B)"}
        conds = [c for c in conds if c not in covered or c == conds[0]]
    return conds, same, covered


@dataclass(frozen=True)
class KnownLimit:
    """A crash that is the imitation's fault, not the block's: under `cap_below` (and every older cap) on
    a CPU with `cpu_has`, a block whose code matches `code` kills its process with one of `signals`."""

    name: str
    cpu_has: tuple[frozenset[str], ...]  # any one of these sets of /proc/cpuinfo flags, all of it
    cap_below: str  # ONEDNN_MAX_CPU_ISA values older than this one
    code: str  # regular expression the block's code matches
    signals: frozenset[str]
    reason: str


# The rule, from the evidence (issue 27; README, "make portability"): TensorFlow decides whether a float16
# op goes to oneDNN from the CPU's own CPUID flags (tensorflow/core/util/util.cc,
# IsDataTypeSupportedByOneDNNOnThisCPU: AVX512BW with AVX512_FP16 or AMX_FP16, or AVX_NE_CONVERT), and
# never asks oneDNN about its cap; oneDNN, capped, has no float16 matmul below AVX512_CORE_FP16
# (src/cpu/platform.cpp, has_data_type_support; its "Data Types" guide). Seen on an Intel Xeon with
# AVX512_FP16 and AMX: snippets/mixed-precision/tf2_policy.py dies with SIGSEGV under every cap from SSE41
# to AVX512_CORE_BF16, prints its output under AVX512_CORE_FP16, AVX512_CORE_AMX, no cap, and oneDNN off;
# snippets/mixed-precision/tf2_custom_loop.py (a float16 Dense in a GradientTape loop) dies under the same
# caps with SIGABRT, "terminate called after throwing an instance of 'dnnl::error'" (stop 40, SSE41,
# AVX2 and AVX512_CORE tried), and runs under the others.
# bfloat16 goes the same way by the source (TensorFlow: AVX512F; oneDNN: AVX512_CORE and up), which would
# put caps SSE41 to AVX2_VNNI on any AVX-512 CPU in question; no block computes in bfloat16 and it was
# never seen, so it is not excused: such a crash fails until it is seen and added here.
KNOWN_LIMITS = [
    KnownLimit(
        name="float16 under an ISA cap below the CPU's float16 support",
        cpu_has=(frozenset({"avx512bw", "avx512_fp16"}), frozenset({"avx512bw", "amx_fp16"})),
        cap_below="AVX512_CORE_FP16",
        code=r"float16|\b(tf|np)\.half\b",
        signals=frozenset({"SIGSEGV", "SIGABRT"}),
        reason="TensorFlow sends float16 matmuls to oneDNN because this CPU has AVX512-FP16 (it reads the "
        "CPU's flags, not the cap); oneDNN capped below AVX512_CORE_FP16 has no float16 kernel, and the "
        "process dies. A CPU that really lacks AVX512-FP16 runs them with TensorFlow's own kernels, as "
        "TF_ENABLE_ONEDNN_OPTS=0 does here (make determinism checks every block so).",
    ),
]


def known_limit(flags: set[str], condition: Condition, code: str, how: str) -> KnownLimit | None:
    """The known limit of the imitation that explains a block's crash under a condition, if one does."""
    if condition.var != "ONEDNN_MAX_CPU_ISA":
        return None
    order = [isa for isa, _ in ONEDNN_ISAS]
    for limit in KNOWN_LIMITS:
        if (
            any(needs <= flags for needs in limit.cpu_has)
            and condition.value in order
            and order.index(condition.value) < order.index(limit.cap_below)
            and re.search(limit.code, code)
            and how in limit.signals
        ):
            return limit
    return None


def plan(conds: list[Condition], single: bool) -> list[list[Condition]]:
    """Processes to start, each with its conditions. Combined: run k takes the k-th value of every
    variable that has one, and thread counts cycle; the oneDNN switch goes to a run without an ISA cap
    (capping what is switched off would mean nothing)."""
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


def _write_line(f: IO[str], obj: dict[str, Any]) -> None:
    # One line per event, handed to the OS at once: a block that kills the process (a signal from C code)
    # leaves every earlier line, and its own "start" line, in the file for the parent to read.
    f.write(json.dumps(obj) + "\n")
    f.flush()


def worker(out: str, only: set[str] | None, fixture: str | None = None) -> None:
    """Writes, line by line: the process's OpenBLAS kernels and thread count, then for each block a
    ``start`` line and, once it has run, its result. ``fixture``: blocks from a JSON file
    (tests/test_portability.py) instead of the pages, and no TensorFlow."""
    import faulthandler

    from tools.harness.execute import _run_python, block_key, check_written, execute

    faulthandler.enable()  # a crash's Python stack (the snippet's line) goes to stderr
    blocks = _fixture_blocks(fixture) if fixture else _page_blocks()
    blocks = [b for b in blocks if only is None or block_key(b.code) in only]
    if not fixture:
        import tensorflow as tf

        from tools.harness.execute import prepare_tensorflow

        prepare_tensorflow()
        tf.reduce_sum(tf.ones((64, 64))).numpy()  # start TensorFlow's thread pools, then count threads
        # A matmul runs a oneDNN kernel (its gemm even with TF_ENABLE_ONEDNN_OPTS=0): oneDNN reads
        # ONEDNN_VERBOSE now, once, and reports its ISA. Then the variable goes, so that a block's own
        # subprocesses do not print oneDNN's log into their output (reproducibility/float16_cap runs
        # Python with this environment; on a CPU whose float16 matmuls go to oneDNN they would).
        tf.matmul(tf.ones((64, 64)), tf.ones((64, 64))).numpy()
        os.environ.pop("ONEDNN_VERBOSE", None)
    threads = len(os.listdir("/proc/self/task")) if os.path.isdir("/proc/self/task") else 0
    import numpy  # noqa: F401  (loads OpenBLAS; TensorFlow has imported it already)
    import threadpoolctl

    cores = sorted(
        {i.get("architecture", "?") for i in threadpoolctl.threadpool_info() if i["user_api"] == "blas"}
    )
    with open(out, "a", encoding="utf-8") as f:
        _write_line(f, {"openblas": cores, "threads": threads})
        for block in blocks:
            key = block_key(block.code)
            _write_line(f, {"start": key})
            result = _run_python(block) if fixture else execute(block)
            # Written files are checked here, against docs/img, the way the doc tests check them.
            files = check_written(result.files, block.snippet or block.where)
            _write_line(f, {"key": key, "stdout": result.stdout, "error": result.error, "files": files})


def _page_blocks() -> list[Block]:
    from tools.harness.pages import unique_executed_blocks

    return unique_executed_blocks()


def _fixture_blocks(path: str) -> list[Block]:
    """Blocks given as JSON: [{"id": "fixture.md:3", "code": ..., "expected": ...}, ...]."""
    from tools.harness.pages import Block

    blocks = []
    for item in json.loads(Path(path).read_text(encoding="utf-8")):
        page, _, line = item["id"].partition(":")
        blocks.append(
            Block("fixture", page, int(line or 0), "python", item["code"], item["expected"], [], None, None)
        )
    return blocks


# --- the parent ---------------------------------------------------------------------------------------------


@dataclass
class Crash:
    """A block that killed its process."""

    how: str  # "SIGSEGV", "exit status 1", ...
    where: str  # the innermost line of the block on the crash's Python stack (faulthandler), if any


@dataclass
class Run:
    conds: list[Condition]
    results: dict[str, dict[str, Any]] = field(default_factory=dict)  # block key -> the worker's result
    crashes: dict[str, Crash] = field(default_factory=dict)  # block key -> how it killed its process
    processes: int = 0  # one, plus one more after each crash
    seconds: float = 0.0
    openblas: list[str] = field(default_factory=list)
    isa: str | None = None  # oneDNN's own report of the instruction set it uses
    threads: int = 0  # threads in the process once TensorFlow has run an op
    error: str | None = None

    @property
    def label(self) -> str:
        return ", ".join(c.name for c in self.conds) or "default"


def describe_exit(returncode: int) -> str:
    if returncode < 0:
        try:
            return signal.Signals(-returncode).name
        except ValueError:
            return f"signal {-returncode}"
    return f"exit status {returncode}"


def _crash_site(stderr: str) -> str:
    """The innermost frame of faulthandler's dump that is a block's own code: a snippet file, or the
    `<lang/page.md:line>` name tools/harness/execute.py gives a block that is not one include."""
    for m in re.finditer(r'^\s*File "([^"]+)", line (\d+)', stderr, re.M):
        name, line = m.groups()
        path = Path(name)
        if name.startswith("<"):
            return f"{name[1:-1]}, line {line}"
        if path.is_absolute() and path.is_relative_to(ROOT / "snippets"):
            return f"{path.relative_to(ROOT)}:{line}"
    return ""


def _start(conds: list[Condition], keys: list[str], scratch: Path, fixture: str | None = None) -> Run:
    """Run the blocks `keys` (in this order) under `conds`. A block that kills the process is recorded as
    a crash, and the blocks after it run on in a new process under the same conditions."""
    from tools.harness.execute import hermetic_environ

    run = Run(conds)
    work = Path(tempfile.mkdtemp(prefix="run-", dir=scratch))
    env = {k: v for k, v in os.environ.items() if k not in {*CONDITION_VARS, "OPENBLAS_L2_SIZE"}}
    env.update(hermetic_environ(str(work)), PYTHONPATH=str(ROOT), ONEDNN_VERBOSE="1")
    env.update({c.var: c.value for c in conds if c.var})
    out = work / "results.jsonl"
    remaining = list(keys)
    start = time.perf_counter()
    while remaining:
        out.unlink(missing_ok=True)
        cmd = [
            sys.executable,
            "-m",
            "tools.checks.portability",
            "--worker",
            str(out),
            "--keys",
            ",".join(remaining),
        ]
        if fixture:
            cmd += ["--fixture", fixture]
        # oneDNN writes its verbose report to the C stdout; the blocks' own output is captured in Python.
        with open(work / "onednn.log", "a") as log:
            proc = subprocess.run(cmd, cwd=ROOT, env=env, stdout=log, stderr=subprocess.PIPE, text=True)
        run.processes += 1
        running = None  # the block that had started and not finished when the process ended
        lines = out.read_text(encoding="utf-8").splitlines() if out.exists() else []
        for line in lines:
            item = json.loads(line)
            if "threads" in item:
                if run.processes == 1:
                    run.openblas, run.threads = item["openblas"], item["threads"]
            elif "start" in item:
                running = item["start"]
            else:
                run.results[item.pop("key")] = item
                running = None
        if proc.returncode == 0:
            break
        if running is None:
            run.error = f"worker {describe_exit(proc.returncode)} outside any block:\n{proc.stderr[-3000:]}"
            break
        run.crashes[running] = Crash(describe_exit(proc.returncode), _crash_site(proc.stderr))
        remaining = [k for k in remaining if k not in run.results and k not in run.crashes]
    run.seconds = time.perf_counter() - start
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


def _differences(run: Run, blocks: dict[str, Block]) -> dict[str, str]:
    """Block key -> what differs from the page, for every block this run executed."""
    from tools.harness.execute import normalise

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
                    fromfile=f"{block.where} (the page)",
                    tofile=f"{block.where} under {run.label}",
                )
            )
        if r["files"]:  # problems tools.harness.execute.check_written found in the worker
            found[key] = found.get(key, "") + "\n".join(r["files"]) + "\n"
    return found


@dataclass
class Verdict:
    """What one condition did to the blocks."""

    differing: dict[str, str] = field(default_factory=dict)  # block key -> diff
    crashed: dict[str, Crash] = field(default_factory=dict)  # block key -> crash no known limit explains
    not_imitable: dict[str, tuple[Crash, KnownLimit]] = field(default_factory=dict)


@dataclass
class Report:
    verdicts: dict[Condition, Verdict]
    problems: list[str]


def check(
    blocks: dict[str, Block],
    runs_plan: list[list[Condition]],
    flags: set[str],
    jobs: int,
    scratch: Path,
    probe_default: bool = False,
    fixture: str | None = None,
    all_blocks: bool = True,
) -> Report:
    """Run every planned process, bisect what differs or crashes in a combined run, and sort crashes into
    known limits of the imitation and failures. `probe_default`: the first process (the default) only
    runs one block, for the thread and ISA reports (make test has just run every block under it)."""
    keys = list(blocks)
    problems: list[str] = []
    start = functools.partial(_start, scratch=scratch, fixture=fixture)
    keys_per_run = [keys[:1] if probe_default and i == 0 else keys for i in range(len(runs_plan))]
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        runs = list(pool.map(start, runs_plan, keys_per_run))
    verdicts: dict[Condition, Verdict] = {}
    for i, run in enumerate(runs, 1):
        restarts = f"; {run.processes - 1} restarts after crashes" if run.processes > 1 else ""
        print(
            f"  process {i:2}: {run.seconds:5.1f} s  {run.label}\n"
            f"              oneDNN ISA: {run.isa or '-'}; OpenBLAS: {', '.join(run.openblas)}; "
            f"threads: {run.threads}{restarts}",
            flush=True,
        )
        if run.error:
            problems.append(f"{run.label}: {run.error}")
            continue
        problems += _check_took_effect(run, runs[0], all_blocks)
        if probe_default and i == 1:
            continue  # a probe: make test has just run every block under the default
        done = len(run.results) + len(run.crashes)
        if done != len(blocks):
            problems.append(f"{run.label}: executed {done} of {len(blocks)} blocks")
        diffs = _differences(run, blocks)
        if len(run.conds) == 1 or not (diffs or run.crashes):
            for c in run.conds:  # nothing to bisect: one condition, or nothing to blame on one
                verdicts.setdefault(c, Verdict()).differing.update(diffs)
                _sort_crashes(verdicts[c], c, run.crashes, blocks, flags)
            continue
        # Bisect: the differing and crashing blocks again, under each of this run's conditions alone.
        suspects = set(diffs) | set(run.crashes)
        print(
            f"             {len(diffs)} blocks differ, {len(run.crashes)} crashed; "
            "running them under each condition alone",
            flush=True,
        )
        ordered = [k for k in keys if k in suspects]
        with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
            alone = list(pool.map(start, [[c] for c in run.conds], [ordered] * len(run.conds)))
        for c, sub in zip(run.conds, alone):
            if sub.error:
                problems.append(f"{c.name}: {sub.error}")
            v = verdicts.setdefault(c, Verdict())
            v.differing.update(_differences(sub, blocks))
            _sort_crashes(v, c, sub.crashes, blocks, flags)
        explained = {
            k for c in run.conds for v in [verdicts[c]] for k in [*v.differing, *v.crashed, *v.not_imitable]
        }
        for key in suspects - explained:  # differs or crashes only when the conditions come together
            what = diffs.get(key) or f"{run.crashes[key].how} {run.crashes[key].where}".strip()
            problems.append(f"{blocks[key].where}: under {run.label} together, under none alone:\n{what}")
    return Report(verdicts, problems)


def _sort_crashes(
    v: Verdict, c: Condition, crashes: dict[str, Crash], blocks: dict[str, Block], flags: set[str]
) -> None:
    for key, crash in crashes.items():
        limit = known_limit(flags, c, blocks[key].code, crash.how)
        if limit:
            v.not_imitable[key] = (crash, limit)
        else:
            v.crashed[key] = crash


def summarize(
    report: Report, blocks: dict[str, Block], conds: list[Condition], covered: dict[Condition, str]
) -> list[str]:
    """Print the table (identical, differing, crashed, not imitable per condition) and the pairs this
    CPU cannot imitate; return every failure, the run's own problems first."""
    problems = list(report.problems)
    width = max(len(c.name) for c in [*conds, *covered])
    print(f"\n{'condition':{width}}  identical  differing  crashed  not imitable")
    for c, check_ in covered.items():
        print(f"{c.name:{width}}  {'checked by ' + check_:>20}")
    for c in conds:
        v = report.verdicts.get(c)
        if c in covered:
            continue
        if v is None:
            print(f"{c.name:{width}}  {'not run':>9}")
            continue
        same = len(blocks) - len(v.differing) - len(v.crashed) - len(v.not_imitable)
        print(
            f"{c.name:{width}}  {same:9}  {len(v.differing):9}  {len(v.crashed):7}  {len(v.not_imitable):12}"
        )
    imitable_notes = []
    for c in conds:
        v = report.verdicts.get(c) or Verdict()
        for key, diff in sorted(v.differing.items(), key=lambda kv: blocks[kv[0]].where):
            problems.append(f"{blocks[key].where} (snippets/{blocks[key].snippet}) under {c.name}:\n{diff}")
        for key, crash in sorted(v.crashed.items(), key=lambda kv: blocks[kv[0]].where):
            problems.append(
                f"{blocks[key].where} (snippets/{blocks[key].snippet}) killed its process under {c.name}: "
                f"{crash.how}{' at ' + crash.where if crash.where else ''}; no known limit of the "
                "imitation explains it (the blocks after it were still checked)"
            )
        for key, (crash, limit) in sorted(v.not_imitable.items(), key=lambda kv: blocks[kv[0]].where):
            imitable_notes.append(
                f"  {blocks[key].where} (snippets/{blocks[key].snippet}) under {c.name}: {crash.how}"
                f"{' at ' + crash.where if crash.where else ''}\n    {limit.name}: {limit.reason}"
            )
    if imitable_notes:
        print("\nnot imitable on this CPU (a known limit of the imitation, not a failure):")
        print("\n".join(imitable_notes))
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = cli.parser(__name__, __doc__)
    parser.add_argument(
        "--single", action="store_true", help="one process per condition (slower, no bisection)"
    )
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2, help="processes side by side")
    cli.add_only(parser, "blocks")
    parser.add_argument(
        "--after-tests",
        action="store_true",
        help="leave out what `make test` and `make determinism` (.ci/run runs them first) have just "
        "checked on every block: the default condition (only a one-block probe runs, the reference "
        "for the thread check) and TF_ENABLE_ONEDNN_OPTS=0 (determinism run B)",
    )
    parser.add_argument(
        "--cpu-flags",
        metavar="FLAGS",
        help="plan for another CPU: its /proc/cpuinfo flags, space-separated (prints the plan and exits; "
        "the conditions can only run on a CPU that has the flags)",
    )
    parser.add_argument("--worker", metavar="OUT", help=argparse.SUPPRESS)
    parser.add_argument("--keys", help=argparse.SUPPRESS)
    parser.add_argument("--fixture", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        worker(args.worker, set(args.keys.split(",")) if args.keys else None, args.fixture)
        return 0

    from tools.harness.execute import block_key, private_tempdir
    from tools.harness.pages import unique_executed_blocks

    private_tempdir("portability-")

    start = time.perf_counter()
    flags = set(args.cpu_flags.split()) if args.cpu_flags is not None else cpu_flags()
    conds, same_kernels, covered = planned_conditions(
        flags, args.after_tests, probe_kernels=args.cpu_flags is None
    )
    runs_plan = plan(conds, args.single)
    if args.cpu_flags is not None:
        print(f"oneDNN custom operations by default: {'on' if onednn_default_on(flags) else 'off'}")
        for i, run in enumerate(runs_plan, 1):
            print(f"  process {i:2}: {', '.join(c.name for c in run)}")
        for c, check_ in covered.items():
            print(f"  checked by {check_}: {c.name}")
        return 0
    try:
        blocks = {
            block_key(b.code): b for b in select(args.only, unique_executed_blocks(), key=lambda b: b.about)
        }
    except LookupError as exc:
        parser.error(str(exc))
    print(
        f"portability: {len(blocks)} unique blocks x {len(conds)} conditions in {len(runs_plan)} processes, "
        f"{args.jobs} at a time; oneDNN custom operations {'on' if onednn_default_on(flags) else 'off'} "
        "by default on this CPU",
        flush=True,
    )
    scratch = Path(tempfile.mkdtemp(prefix="runs-"))
    report = check(
        blocks,
        runs_plan,
        flags,
        args.jobs,
        scratch,
        probe_default=bool(covered),
        all_blocks=not args.only,
    )
    problems = summarize(report, blocks, conds, covered)
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
    excused = sum(len(v.not_imitable) for v in report.verdicts.values())
    print(
        f"portability: all {len(blocks)} blocks print and write the same bytes "
        f"under all {len(conds)} conditions"
        + (
            f", but for {excused} (block, condition) pairs this CPU cannot imitate (listed above)"
            if excused
            else ""
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
