"""tools/checks/portability.py plans and judges for CPUs other than the one the tests run on: the planner and
the crash classifier are fed the /proc/cpuinfo flags of the three CPU families this project's machines
have come with, and a crash is contained, named and classified on fixture blocks that really crash.

The full run over every page (`make portability`, .ci/run) is not repeated here: it takes minutes."""

from __future__ import annotations

import json
import re

import pytest

from tools.checks import portability
from tools.checks.portability import Condition, known_limit, plan, planned_conditions

# /proc/cpuinfo flags, the parts the tool reads (plus neighbours, as a real CPU lists them).
BASE = "fpu sse sse2 pni ssse3 sse4_1 sse4_2 popcnt aes avx f16c fma avx2 bmi1 bmi2"
AVX512 = "avx512f avx512dq avx512cd avx512bw avx512vl avx512ifma avx512vbmi avx512_vbmi2 avx512_vnni"
FAMILIES = {
    # AMD EPYC (Zen 2/3): AVX2 only. TensorFlow leaves its oneDNN operations off by default here.
    "amd-avx2": set(BASE.split()),
    # AMD EPYC (Zen 4): AVX-512 with VNNI and BF16, no FP16, no AVX-VNNI.
    "amd-avx512": set(f"{BASE} {AVX512} avx512_bf16 avx512_bitalg avx512_vpopcntdq".split()),
    # Intel Xeon (Sapphire Rapids): AVX-512 with BF16 and FP16, AVX-VNNI, AMX.
    "intel-fp16-amx": set(
        f"{BASE} {AVX512} avx_vnni avx512_bf16 avx512_fp16 amx_bf16 amx_tile amx_int8".split()
    ),
}
CAPS = {
    "amd-avx2": ["SSE41", "AVX", "AVX2"],
    "amd-avx512": ["SSE41", "AVX", "AVX2", "AVX512_CORE", "AVX512_CORE_VNNI", "AVX512_CORE_BF16"],
    "intel-fp16-amx": [
        "SSE41",
        "AVX",
        "AVX2",
        "AVX2_VNNI",
        "AVX512_CORE",
        "AVX512_CORE_VNNI",
        "AVX512_CORE_BF16",
        "AVX512_CORE_FP16",
        "AVX512_CORE_AMX",
    ],
}


def _plan(family: str, after_tests: bool = True):
    conds, _, covered = planned_conditions(FAMILIES[family], after_tests, probe_kernels=False)
    return conds, covered, plan(conds, single=False)


@pytest.mark.parametrize("family", FAMILIES)
def test_planner_caps_oneDNN_at_every_isa_the_cpu_has_and_no_other(family):
    conds, _, _ = _plan(family)
    assert [c.value for c in conds if c.var == "ONEDNN_MAX_CPU_ISA"] == CAPS[family]


@pytest.mark.parametrize(
    "family, switch, runs",
    [
        # Off by default on an AVX2-only CPU: make test and make determinism both ran it off, so
        # portability must run the blocks with oneDNN on.
        ("amd-avx2", "1", 7),
        ("amd-avx512", "0", 9),
        # What a clean clone planned on such a CPU: 10 processes, one per ISA cap and the default (issue 27).
        ("intel-fp16-amx", "0", 10),
    ],
)
def test_planner_checks_the_other_side_of_the_cpus_onednn_default(family, switch, runs):
    conds, covered, processes = _plan(family)
    switches = [c for c in [*conds, *covered] if c.var == "TF_ENABLE_ONEDNN_OPTS"]
    if switch == "1":
        assert Condition("TF_ENABLE_ONEDNN_OPTS", "1") in conds  # left for portability to run
    else:
        assert Condition("TF_ENABLE_ONEDNN_OPTS", "0") in covered  # make determinism (B) ran it
        assert switches == [Condition("TF_ENABLE_ONEDNN_OPTS", "0")]
    assert len(processes) == runs
    # Every condition in exactly one process (thread counts cycle through all of them, each at least
    # once); no process caps oneDNN and switches it too.
    placed = [c for run in processes for c in run if c.var != "TF_NUM_INTRAOP_THREADS"]
    assert sorted(placed, key=str) == sorted([c for c in conds if c.var != "TF_NUM_INTRAOP_THREADS"], key=str)
    threads = {c for run in processes for c in run if c.var == "TF_NUM_INTRAOP_THREADS"}
    assert threads == {c for c in conds if c.var == "TF_NUM_INTRAOP_THREADS"}
    for run in processes:
        assert len({c.var for c in run}) == len(run)
        assert not {"TF_ENABLE_ONEDNN_OPTS", "ONEDNN_MAX_CPU_ISA"} <= {c.var for c in run}


FLOAT16 = 'tf.keras.mixed_precision.set_global_policy("mixed_float16")\nlayer(x)\n'
FLOAT32 = "layer = tf.keras.layers.Dense(2)\nlayer(x)\n"


def cap(isa: str) -> Condition:
    return Condition("ONEDNN_MAX_CPU_ISA", isa)


@pytest.mark.parametrize(
    "family, condition, code, how, excused",
    [
        # The cases seen: float16 matmuls under every cap below the CPU's own float16 support, killed by
        # SIGSEGV or, by oneDNN's uncaught dnnl::error, SIGABRT.
        *[("intel-fp16-amx", cap(isa), FLOAT16, "SIGSEGV", True) for isa in CAPS["intel-fp16-amx"][:7]],
        *[("intel-fp16-amx", cap(isa), FLOAT16, "SIGABRT", True) for isa in CAPS["intel-fp16-amx"][:7]],
        # At or above AVX512_CORE_FP16 oneDNN has the kernel: a crash there is a failure.
        ("intel-fp16-amx", cap("AVX512_CORE_FP16"), FLOAT16, "SIGSEGV", False),
        ("intel-fp16-amx", cap("AVX512_CORE_AMX"), FLOAT16, "SIGSEGV", False),
        # A block without float16, another way of dying, another variable: failures.
        ("intel-fp16-amx", cap("AVX2"), FLOAT32, "SIGSEGV", False),
        ("intel-fp16-amx", cap("AVX2"), FLOAT16, "exit status 1", False),
        ("intel-fp16-amx", Condition("TF_NUM_INTRAOP_THREADS", "1"), FLOAT16, "SIGSEGV", False),
        ("intel-fp16-amx", Condition("TF_ENABLE_ONEDNN_OPTS", "0"), FLOAT16, "SIGSEGV", False),
        # CPUs without AVX512-FP16 never send float16 to oneDNN: the same crash there is a real one.
        *[("amd-avx512", cap(isa), FLOAT16, "SIGSEGV", False) for isa in CAPS["amd-avx512"]],
        *[("amd-avx2", cap(isa), FLOAT16, "SIGSEGV", False) for isa in CAPS["amd-avx2"]],
        ("amd-avx512", cap("AVX2"), FLOAT16, "SIGABRT", False),
        # bfloat16 was never seen crashing: not excused, whatever the source suggests.
        ("amd-avx512", cap("AVX2"), FLOAT16.replace("float16", "bfloat16"), "SIGSEGV", False),
    ],
)
def test_classifier_excuses_only_the_documented_limit(family, condition, code, how, excused):
    limit = known_limit(FAMILIES[family], condition, code, how)
    assert (limit is not None) == excused, limit


def test_classifier_knows_amx_fp16_cpus_too():
    # A CPU that reports AMX-FP16 (TensorFlow's other float16 test) and no AVX512-FP16 flag.
    flags = FAMILIES["amd-avx512"] | {"amx_fp16", "amx_tile"}
    assert known_limit(flags, cap("AVX512_CORE"), FLOAT16, "SIGSEGV") is not None


# Fixture blocks: what the real float16 block does on such a CPU (dies by a signal from C code, only
# under a cap), one that differs only under a cap, and two that must still be checked around them.
CRASH = """import ctypes
import os
dtype = "float16"
if os.environ.get("ONEDNN_MAX_CPU_ISA"):
    ctypes.string_at(0)
print("no crash")
"""
BLOCKS = [
    {"id": "fixture.md:1", "code": 'print("a")\n', "expected": "a\n"},
    {"id": "fixture.md:5", "code": CRASH, "expected": "no crash\n"},
    {
        "id": "fixture.md:9",
        "code": 'import os\nprint("b, capped" if os.environ.get("ONEDNN_MAX_CPU_ISA") else "b")\n',
        "expected": "b\n",
    },
    {"id": "fixture.md:13", "code": 'print("c")\n', "expected": "c\n"},
]


@pytest.fixture(scope="module")
def fixture_blocks(tmp_path_factory):
    from tools.harness.execute import block_key

    path = tmp_path_factory.mktemp("portability") / "blocks.json"
    path.write_text(json.dumps(BLOCKS))
    blocks = {block_key(b.code): b for b in portability._fixture_blocks(str(path))}
    return str(path), blocks


@pytest.mark.parametrize("family", ["intel-fp16-amx", "amd-avx512"])
def test_a_crash_is_contained_named_and_classified(family, fixture_blocks, tmp_path, capsys):
    fixture, blocks = fixture_blocks
    [a, crash, b, c] = blocks
    capped, kernel = cap("AVX2"), Condition("OPENBLAS_CORETYPE", "Haswell")
    # Two conditions in one process, as the default plan lays them: the crash and the difference are
    # bisected to the cap.
    runs = [[Condition("", "")], [capped, kernel]]
    report = portability.check(blocks, runs, FAMILIES[family], 2, tmp_path, fixture=fixture, all_blocks=False)
    out = capsys.readouterr().out
    assert "1 restarts after crashes" in out  # the blocks after the crash ran in a new process
    v = report.verdicts[capped]
    assert set(v.differing) == {b}  # checked after the crash, and its difference still found
    assert "fixture/fixture.md:9 under ONEDNN_MAX_CPU_ISA=AVX2" in v.differing[b]
    assert not report.verdicts[kernel].differing and not report.verdicts[kernel].crashed
    if family == "intel-fp16-amx":
        assert not v.crashed and set(v.not_imitable) == {crash}
        found, limit = v.not_imitable[crash]
    else:
        assert not v.not_imitable and set(v.crashed) == {crash}
        found = v.crashed[crash]
    assert found.how == "SIGSEGV"
    assert found.where == "fixture/fixture.md:5, line 5"  # faulthandler's line inside the block
    assert not report.problems  # main() turns differing and crashed entries into the failures


@pytest.mark.parametrize("family", ["intel-fp16-amx", "amd-avx2"])
def test_the_report_names_block_condition_signal_and_reason(family, fixture_blocks, tmp_path, capsys):
    fixture, blocks = fixture_blocks
    capped = cap("AVX2")
    report = portability.check(
        blocks, [[capped]], FAMILIES[family], 1, tmp_path, fixture=fixture, all_blocks=False
    )
    problems = portability.summarize(report, blocks, [capped], {})
    out = capsys.readouterr().out
    # The table: 2 identical, 1 differing, and the crash on one side or the other.
    counts = "2 1 0 1" if family == "intel-fp16-amx" else "2 1 1 0"
    assert re.search(r"^ONEDNN_MAX_CPU_ISA=AVX2\s+" + counts.replace(" ", r"\s+") + "$", out, re.M), out
    assert any("fixture/fixture.md:9" in p and "under ONEDNN_MAX_CPU_ISA=AVX2" in p for p in problems)
    crash = "fixture/fixture.md:5 (snippets/None) killed its process under ONEDNN_MAX_CPU_ISA=AVX2: SIGSEGV"
    if family == "intel-fp16-amx":
        assert "not imitable on this CPU" in out and "AVX512-FP16" in out
        assert not any(crash in p for p in problems)
    else:
        assert any(p.startswith(crash + " at fixture/fixture.md:5, line 5") for p in problems), problems
