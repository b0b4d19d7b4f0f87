"""Every snippet on the TensorFlow a reader may have: other releases, Keras 2, the nightly build.

    python -m tools.measure.matrix                       # every combination (venvs cached in .matrix/)
    python -m tools.measure.matrix --combinations tf2.16 nightly     # some of them
    python -m tools.measure.matrix --only clipping/tf2_global_norm   # one example (or topic) everywhere
    python -m tools.measure.matrix --list                # the names, one per line (the workflow's job list)
    python -m tools.measure.matrix --combinations tf2.16 --data part.json  # one combination to a file (CI)
    python -m tools.measure.matrix merge part1.json part2.json  # CI: the jobs' files into matrix.json

For each combination a virtual environment gets that TensorFlow and whatever numpy, Keras, scikit-learn
and matplotlib pip resolves for it (recorded); every snippet then runs as a reader runs it
(``python snippets/<topic>/<example>.py`` in an empty folder, forked from a server that imported
TensorFlow once: tools/harness/execute.py's SnippetServer, with that environment's interpreter) and its
output is
compared with the ``.out`` file. The results go to ``snippets/matrix.json``: per combination the resolved
versions and the time it took, per snippet and combination ``same``, ``differs`` (with the output) or
``raises`` (with the output and the end of stderr), and the hash of the snippet and its ``.out`` the result
is about. A result whose hash no longer matches is stale (tests/test_matrix.py). The site shows the data
(overrides/hooks/hooks.py): the versions each page holds on, the differing outputs under their examples, a
compatibility table.
"""

from __future__ import annotations

import concurrent.futures
import datetime
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tools.harness import cli
from tools.harness.execute import SnippetServer, hermetic_environ, private_tempdir
from tools.harness.model import ROOT, SNIPPETS, Example, examples, select

DATA = SNIPPETS / "matrix.json"
VENVS = ROOT / ".matrix"
PACKAGES = (
    "tensorflow",
    "tf-nightly",
    "keras",
    "keras-nightly",
    "tf-keras",
    "numpy",
    "scikit-learn",
    "matplotlib",
)


@dataclass(frozen=True)
class Combination:
    name: str
    label: str  # how the site names it (a version label, the same in every language)
    short: str  # a table column
    requirements: tuple[str, ...]
    env: dict[str, str] = field(default_factory=dict)


# TensorFlow line -> the lowest Keras its wheel's `keras>=` requirement allows.
OLDEST_KERAS = {16: "3.0", 17: "3.2", 18: "3.5", 19: "3.5", 20: "3.10", 21: "3.12"}

# The newest patch of each release line with Keras 3, Keras 2 through tf-keras, and the nightly build.
COMBINATIONS = (
    *(
        Combination(f"tf2.{m}", f"TensorFlow 2.{m}", f"2.{m}", (f"tensorflow==2.{m}.*",))
        for m in range(16, 22)
    ),
    Combination(
        "tf2.21-keras2",
        "TensorFlow 2.21 + tf-keras",
        "2.21 + tf-keras",
        ("tensorflow==2.21.*", "tf-keras==2.21.*"),
        {"TF_USE_LEGACY_KERAS": "1"},
    ),
    Combination("nightly", "tf-nightly", "nightly", ("tf-nightly",)),
    # The oldest Keras 3 each line accepts (its `keras>=` requirement), where it differs from the newest:
    # Keras behaviour a page states has changed between Keras 3 releases more than between TensorFlow ones.
    *(
        Combination(
            f"tf2.{m}-keras{k}",
            f"TensorFlow 2.{m} + Keras {k}",
            f"2.{m} + Keras {k}",
            (f"tensorflow==2.{m}.*", f"keras=={k}.*"),
        )
        for m, k in OLDEST_KERAS.items()
    ),
)
BY_NAME = {c.name: c for c in COMBINATIONS}
# What the snippets import besides TensorFlow (numpy comes with it, TensorBoard only up to TensorFlow 2.19).
ALSO = ("scikit-learn", "matplotlib", "tensorboard")


def snippet_hash(snippet: str) -> str:
    """What a result is about: the snippet and the output the page shows for it."""
    path = SNIPPETS / snippet
    digest = hashlib.sha256(path.read_bytes() + b"\0" + path.with_suffix(".out").read_bytes())
    return digest.hexdigest()[:16]


def venv(combo: Combination, refresh: bool) -> tuple[Path, dict[str, str], float]:
    """The combination's environment (created once, reused), its resolved versions, install seconds."""
    where = VENVS / combo.name
    python = where / "bin" / "python"
    marker = where / ".installed"
    started = time.monotonic()
    if refresh or not marker.exists():
        subprocess.run([sys.executable, "-m", "venv", "--clear", str(where)], check=True)
        subprocess.run(
            [str(python), "-m", "pip", "install", "-q", "--upgrade", *combo.requirements, *ALSO],
            check=True,
        )
        marker.write_text(" ".join(combo.requirements) + "\n")
    installed = time.monotonic() - started
    probe = (
        "import importlib.metadata as m, json, platform\n"
        f"names = {list(PACKAGES)!r}\n"
        "found = {}\n"
        "for n in names:\n"
        "    try: found[n] = m.version(n)\n"
        "    except m.PackageNotFoundError: pass\n"
        "found['python'] = platform.python_version()\n"
        "print(json.dumps(found))\n"
    )
    versions = json.loads(
        subprocess.run([str(python), "-c", probe], capture_output=True, text=True, check=True).stdout
    )
    return python, versions, installed


def run_combination(combo: Combination, refresh: bool, jobs: int, snippets: list[str]) -> dict[str, Any]:
    python, versions, installed = venv(combo, refresh)
    scratch = tempfile.mkdtemp(prefix=f"matrix-{combo.name}-")
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")}
    env.update(hermetic_environ(scratch))
    env.update(combo.env)
    started = time.monotonic()
    servers = [SnippetServer(env=env, python=str(python)) for _ in range(jobs)]
    results: dict[str, dict[str, str]] = {}

    def portable(text: str) -> str:
        """Paths relative to the checkout and the venv: the same data on any machine. A traceback a
        snippet prints (Keras 2 quotes its own frames in some messages) is shown on the page."""
        return text.replace(str(python.parent.parent), "<venv>").replace(f"{ROOT}/", "")

    def one(i: int, snippet: str) -> None:
        path = SNIPPETS / snippet
        expected = path.with_suffix(".out").read_text(encoding="utf-8")
        with tempfile.TemporaryDirectory(dir=scratch) as cwd:
            proc = servers[i % jobs].run(path, Path(cwd))
        result = {"sha256": snippet_hash(snippet)}
        stdout = portable(proc.stdout)
        if proc.returncode != 0:
            result |= {"status": "raises", "output": stdout, "stderr": portable(proc.stderr)[-2000:]}
        elif proc.stdout != expected:
            result |= {"status": "differs", "output": stdout}
        else:
            result["status"] = "same"
        results[str(Example.parse(snippet))] = result
        print(f"  {combo.name:14} {result['status']:8} {snippet}", flush=True)

    def run_lane(lane: list[tuple[int, str]]) -> None:
        for i, s in lane:
            one(i, s)

    try:
        # One thread per server, each taking every jobs-th snippet: a server serves one request at a time.
        with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
            lanes = [[(i, s) for i, s in enumerate(snippets) if i % jobs == lane] for lane in range(jobs)]
            list(pool.map(run_lane, lanes))
    finally:
        for server in servers:
            server.close()
    return {
        "label": combo.label,
        "short": combo.short,
        "requirements": list(combo.requirements),
        "env": combo.env,
        "versions": versions,
        "date": datetime.date.today().isoformat(),
        "install_seconds": round(installed, 1),
        "run_seconds": round(time.monotonic() - started, 1),
        "results": dict(sorted(results.items())),
    }


def load(path: Path = DATA) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {"combinations": {}}


def save(data: dict[str, Any], path: Path = DATA) -> None:
    order = [c.name for c in COMBINATIONS]
    data["combinations"] = {k: data["combinations"][k] for k in order if k in data["combinations"]}
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False, sort_keys=False) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = cli.parser(__name__, __doc__)
    parser.add_argument("command", nargs="?", choices=["run", "merge"], default="run")
    parser.add_argument("parts", nargs="*", help="merge: the files the jobs wrote")
    parser.add_argument(
        "--combinations", nargs="+", choices=[c.name for c in COMBINATIONS], help="these combinations only"
    )
    parser.add_argument("--list", action="store_true", help="print the combination names and exit")
    parser.add_argument(
        "--data", type=Path, default=DATA, help=f"where to write (default {DATA.relative_to(ROOT)})"
    )
    parser.add_argument("--refresh", action="store_true", help="reinstall the environments (a new nightly)")
    parser.add_argument("--jobs", type=int, default=2, help="snippets run at once per combination")
    cli.add_only(parser, "examples (re-run there; the other results stay)")
    args = parser.parse_args(argv)
    if args.list:
        print("\n".join(c.name for c in COMBINATIONS))
        return 0
    data = load(args.data)
    if args.command == "merge":
        for part in args.parts:
            data["combinations"].update(load(Path(part))["combinations"])
        save(data, args.data)
        print(f"merged {len(args.parts)} file(s) into {args.data}")
        return 0
    private_tempdir("matrix-")
    try:
        chosen = [example.file for example in select(args.only, examples())]
    except LookupError as exc:
        parser.error(str(exc))
    for combo in [BY_NAME[n] for n in args.combinations] if args.combinations else COMBINATIONS:
        print(f"{combo.name}: {' '.join(combo.requirements)} {combo.env or ''}", flush=True)
        entry = run_combination(combo, args.refresh, args.jobs, chosen)
        if args.only and combo.name in data["combinations"]:  # keep the results of the others
            previous = data["combinations"][combo.name]
            entry["results"] = dict(sorted((previous["results"] | entry["results"]).items()))
            # and the timings of the last whole run: those say what a combination costs
            entry["install_seconds"], entry["run_seconds"] = (
                previous["install_seconds"],
                previous["run_seconds"],
            )
        data["combinations"][combo.name] = entry
        save(data, args.data)  # after each combination: an interrupted run keeps what it has
        counts = {
            s: sum(r["status"] == s for r in entry["results"].values()) for s in ("same", "differs", "raises")
        }
        versions = ", ".join(f"{k} {v}" for k, v in entry["versions"].items())
        print(
            f"{combo.name}: {counts['same']} same, {counts['differs']} differ, {counts['raises']} raise; "
            f"install {entry['install_seconds']} s, run {entry['run_seconds']} s; {versions}",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
