"""Run one code block the way a reader would: as a fresh ``__main__`` script, stdout captured.

Each unique block runs once per test process; every page (and language) that shows the block compares
its own expected output with that one real execution.
"""

from __future__ import annotations

import builtins
import contextlib
import difflib
import gc
import hashlib
import importlib
import io
import json
import linecache
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import traceback
import warnings
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tools.harness.model import DOCS, ROOT, SNIPPETS, Example
from tools.harness.pages import Block

# Files a block writes (plots) must be exactly the committed files the pages show.
IMAGES = DOCS / "img"


@dataclass
class Result:
    stdout: str
    error: str | None = None  # traceback pointing at the snippet file and line, if it raised
    files: dict[str, bytes] = field(default_factory=dict)  # what the block wrote in its directory


@contextlib.contextmanager
def scratch_dir() -> Iterator[Path]:
    """Run in an empty directory, as a reader would; yield it so the caller can read what was written
    before it is removed (whatever the block did)."""
    path = Path(tempfile.mkdtemp(prefix="doc-block-"))
    old = os.getcwd()
    os.chdir(path)
    try:
        yield path
    finally:
        os.chdir(old)
        shutil.rmtree(path, ignore_errors=True)


def written_files(path: Path) -> dict[str, bytes]:
    return {str(f.relative_to(path)): f.read_bytes() for f in sorted(path.rglob("*")) if f.is_file()}


_results: dict[tuple[str, str], Result] = {}

# tools/measure/bench.py and tools/checks/determinism.py: when set, every real execution (not a cached
# comparison) is recorded as one JSON line in <dir>/<pid>.jsonl: which block, how long, and exactly what it
# printed/wrote.
RECORD_DIR = os.environ.get("DOC_TESTS_RECORD")


def hermetic_environ(scratch: str) -> dict[str, str]:
    """Environment for anything that runs blocks: Keras, matplotlib, IPython and Jupyter write into
    `scratch`, never into the user's home (tests/conftest.py for the test processes; the tools for
    their own)."""
    # Subprocesses' own temp files go here too (jieba's dictionary cache from the site builds,
    # AutoGraph's generated modules): the whole folder is removed at the end.
    os.makedirs(os.path.join(scratch, "tmp"), exist_ok=True)
    return {
        "TMPDIR": os.path.join(scratch, "tmp"),
        "KERAS_HOME": os.path.join(scratch, "keras"),
        "MPLCONFIGDIR": os.path.join(scratch, "matplotlib"),
        # The notebook tests start Jupyter kernels and nbconvert: IPython's profile and Jupyter's
        # config, data and runtime files would otherwise land in ~/.ipython and ~/.jupyter.
        "IPYTHONDIR": os.path.join(scratch, "ipython"),
        "JUPYTER_CONFIG_DIR": os.path.join(scratch, "jupyter", "config"),
        "JUPYTER_DATA_DIR": os.path.join(scratch, "jupyter", "data"),
        "JUPYTER_RUNTIME_DIR": os.path.join(scratch, "jupyter", "runtime"),
        "MPLBACKEND": "Agg",
        # C++ log noise goes to stderr, which is never asserted; this only keeps logs readable.
        "TF_CPP_MIN_LOG_LEVEL": os.environ.get("TF_CPP_MIN_LOG_LEVEL", "2"),
    }


def private_tempdir(prefix: str) -> Path:
    """For a tool's whole process (bench, determinism, portability): one temp directory holds every
    temporary thing it makes, and is removed when the process exits, failed or not."""
    import atexit

    path = Path(tempfile.mkdtemp(prefix=prefix))
    tempfile.tempdir = str(path)

    def remove() -> None:
        for p in [path, *path.rglob("*")]:  # a read-only HOME of tools/checks/determinism.py included
            if p.is_dir() and not p.is_symlink():
                p.chmod(0o700)
        shutil.rmtree(path, ignore_errors=True)

    atexit.register(remove)
    return path


def normalise(text: str) -> str:
    """How outputs are compared: an included file's final newline adds one blank line to the fence;
    nothing else is forgiven."""
    return text.rstrip("\n") + "\n"


def reset_state() -> None:
    """Forget what earlier blocks left behind in TensorFlow, Keras and matplotlib."""
    keras = sys.modules.get("keras")
    if keras is not None:
        keras.backend.clear_session()  # layer/optimizer name counters, Keras global state
    tf = sys.modules.get("tensorflow")
    if tf is not None:
        tf.compat.v1.reset_default_graph()
        # Process-wide switches a block may turn (docs/*/reproducibility.md): back to TensorFlow's defaults.
        from tensorflow.python.framework import config as tf_config

        tf_config.disable_op_determinism()
        tf_config.enable_tensor_float_32_execution(True)
        tf.random.set_seed(None)
    plt = sys.modules.get("matplotlib.pyplot")
    if plt is not None:
        plt.close("all")


_prepared = False


def prepare_tensorflow() -> None:
    """Two logical CPU devices, set up the way the distributed examples set them up themselves
    (docs/*/clipping.md). TensorFlow accepts that only before it starts, and here an earlier block has
    usually started it, so the harness does it before the first block; a block's own identical call is
    then a no-op. The standalone runs (tests/test_snippets.py) run every snippet in a process of its own
    (forked before TensorFlow starts), where the snippet's own call does the work."""
    global _prepared
    if not _prepared:
        import tensorflow as tf

        cpu = tf.config.list_physical_devices("CPU")[0]
        tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
        # The modules every standalone run finds imported (PRELOAD), then everything they made moved out of
        # the garbage collector's sight: keras.backend.clear_session() runs gc.collect(), which otherwise
        # scans TensorFlow's whole heap, 0.2 s, twice per block (measured; 15 of 23 s over 37 blocks).
        # Garbage a block makes is still collected.
        for name in PRELOAD:
            importlib.import_module(name)
        gc.collect()
        gc.freeze()
        _prepared = True


def execute(block: Block, server: SnippetServer | None = None) -> Result:
    """Run a block once per process (every page that shows it compares with that run). With a snippet
    server, a block that is exactly one snippet file runs as the reader's `python <snippet>` does, through
    ``run_standalone``: the standalone test of that snippet then shares the run instead of repeating it.
    Any other block, and any block without a server, runs in this process (``_run_python``)."""
    example = block.example
    if server is not None and example is not None and _filename(block) == str(example.path):
        proc, files = run_standalone(server, example)
        result = _from_standalone(block, proc, files)  # each page's own place in its messages
        if RECORD_DIR and example not in _recorded:  # the run once, whichever test made it
            _recorded.add(example)
            _record(block, result, _standalone[example][2])
        return result
    key = (block.syntax, block.code)
    if key not in _results:
        start = time.perf_counter()
        if block.syntax == "python":
            prepare_tensorflow()
            result = _run_python(block)
        else:
            result = _run_bash(block)
        if RECORD_DIR:
            _record(block, result, time.perf_counter() - start)
        _results[key] = result
    return _results[key]


_standalone: dict[Example, tuple[Proc, dict[str, bytes], float]] = {}  # the run, its files, its seconds
_recorded: set[Example] = set()


def run_standalone(server: SnippetServer, example: Example) -> tuple[Proc, dict[str, bytes]]:
    """`python snippets/<example>.py` in an empty working directory, once per process: what it printed
    and the files it wrote. The standalone test and every page block that is exactly this file share the
    run (they are one pytest-xdist group, so one worker runs them all)."""
    if example not in _standalone:
        cwd = Path(tempfile.mkdtemp(prefix="doc-snippet-"))
        start = time.perf_counter()
        try:
            proc = server.run(example.path, cwd)
            _standalone[example] = (proc, written_files(cwd), time.perf_counter() - start)
        finally:
            shutil.rmtree(cwd, ignore_errors=True)
    proc, files, _ = _standalone[example]
    return proc, files


# The last frame in the snippet file of a traceback printed on stderr.
_FRAME = re.compile(r'^  File "(?P<file>[^"]+)", line (?P<line>\d+)', re.MULTILINE)


def _from_standalone(block: Block, proc: Proc, files: dict[str, bytes]) -> Result:
    """A page block's Result from its snippet's standalone run: a failure names the snippet's file and
    line, and the page that shows it; a plot label in a script the font lacks renders as empty boxes
    ("tofu"): that fails too, as in ``_run_python``."""
    example = block.example
    assert example is not None
    if proc.returncode:
        frames = [m for m in _FRAME.finditer(proc.stderr) if Path(m["file"]) == example.path]
        at = f"snippets/{example.file}" + (f":{frames[-1]['line']}" if frames else "")
        last = proc.stderr.strip().splitlines()[-1:] or [f"exit status {proc.returncode}"]
        return Result(proc.stdout, f"{last[0]} at {at} (shown on {block.where})\n{proc.stderr[-3000:]}")
    tofu = [line for line in proc.stderr.splitlines() if "missing from font" in line]
    if tofu:
        return Result(proc.stdout, f"{block.where}: glyphs missing from the plot's font: {tofu[:3]}")
    return Result(proc.stdout, files=files)


def block_key(code: str) -> str:
    return hashlib.sha256(code.encode()).hexdigest()[:16]


def _record(block: Block, result: Result, seconds: float) -> None:
    line = {
        "key": block_key(block.code),
        "block": block.where,
        "snippet": block.snippet,
        "seconds": seconds,
        "stdout": result.stdout,
        "error": result.error is not None,
        "files": {name: hashlib.sha256(data).hexdigest() for name, data in result.files.items()},
    }
    assert RECORD_DIR is not None  # execute() records only when it is set
    with open(Path(RECORD_DIR) / f"{os.getpid()}.jsonl", "a", encoding="utf-8") as f:
        f.write(json.dumps(line, ensure_ascii=False) + "\n")


def read_records(directory: str | Path) -> list[dict[str, Any]]:
    """The executions recorded under DOC_TESTS_RECORD, each with the `pid` of the process that ran it."""
    return [
        dict(json.loads(line), pid=f.stem)
        for f in sorted(Path(directory).glob("*.jsonl"))
        for line in f.read_text(encoding="utf-8").splitlines()
    ]


def _filename(block: Block) -> str:
    """The snippet file itself when the block is exactly one include, so tracebacks point at it."""
    if block.snippet:
        path = SNIPPETS / block.snippet
        if path.read_text(encoding="utf-8").rstrip("\n") == block.code.rstrip("\n"):
            return str(path)
    name = f"<{block.where}>"
    lines = block.code.splitlines(keepends=True)
    linecache.cache[name] = (len(block.code), None, lines, name)
    return name


def _where(block: Block, filename: str, lineno: int) -> str:
    if filename.startswith("<"):
        origin = block.code_origins[lineno - 1]
        if origin.snippet:
            return f"snippets/{origin.snippet}:{origin.snippet_line} (page line {origin.page_line})"
        return f"{block.lang}/{block.page}:{origin.page_line}"
    return f"{os.path.relpath(filename, ROOT)}:{lineno}"


def _run_python(block: Block) -> Result:
    filename = _filename(block)
    namespace = {"__name__": "__main__", "__builtins__": builtins}
    out = io.StringIO()
    reset_state()
    try:
        code = compile(block.code, filename, "exec")
        with (
            scratch_dir() as cwd,
            contextlib.redirect_stdout(out),
            warnings.catch_warnings(record=True) as seen,
        ):
            warnings.simplefilter("always")
            exec(code, namespace)
            files = written_files(cwd)
        # A plot label in a script the font lacks renders as empty boxes ("tofu"): fail, do not publish it.
        tofu = [str(w.message) for w in seen if "missing from font" in str(w.message)]
        if tofu:
            return Result(out.getvalue(), f"{block.where}: glyphs missing from the plot's font: {tofu[:3]}")
    except BaseException as exc:  # SystemExit and KeyboardInterrupt in a block are failures too
        tb = traceback.TracebackException.from_exception(exc)
        frames = [f for f in tb.stack if f.filename == filename]
        if frames and (lineno := frames[-1].lineno) is not None:
            where = _where(block, filename, lineno)
        elif isinstance(exc, SyntaxError) and exc.lineno:
            where = _where(block, filename, exc.lineno)
        else:
            where = f"snippets/{block.snippet}" if block.snippet else block.where
        # Drop the harness's own frames: the reader's traceback starts in the snippet.
        while tb.stack and tb.stack[0].filename != filename:
            tb.stack.pop(0)
        return Result(
            out.getvalue(),
            f"{type(exc).__name__} at {where} (shown on {block.where})\n" + "".join(tb.format()),
        )
    finally:
        reset_state()
    return Result(out.getvalue(), files=files)


def _run_bash(block: Block) -> Result:
    proc = subprocess.run(
        ["bash", "-e", "-c", block.code], cwd=ROOT, capture_output=True, text=True, timeout=600
    )
    if proc.returncode:
        where = f"snippets/{block.snippet}" if block.snippet else block.where
        return Result(proc.stdout, f"bash exited {proc.returncode} at {where}\n{proc.stderr}")
    return Result(proc.stdout)


def written_problem(snippet: str, name: str, data: bytes) -> str | None:
    """What is wrong with one file a snippet wrote, compared with its committed ``docs/img/`` copy
    (None: the same). A file in a folder the snippet made (a checkpoint, a SavedModel) is never an image,
    since docs/img/ has no folders."""
    if "/" in name:
        return (
            f"snippets/{snippet} leaves {name} in its folder: a snippet keeps only the images it writes at "
            "the top of its folder (docs/img/); delete the rest before it ends"
        )
    committed = IMAGES / name
    if not committed.is_file():
        return f"snippets/{snippet} writes {name}, which is not committed as docs/img/{name}"
    if committed.read_bytes() != data:
        return (
            f"docs/img/{name} differs from what snippets/{snippet} writes now "
            f"({committed.stat().st_size} vs {len(data)} bytes); regenerate and commit it"
        )
    return None


def check_written(files: dict[str, bytes], snippet: str) -> list[str]:
    """Problems with the files a snippet wrote, compared with the committed ``docs/img/`` copies."""
    return [p for name, data in files.items() if (p := written_problem(snippet, name, data))]


def unified_diff(expected: str, actual: str, fromfile: str, tofile: str) -> str:
    return "".join(
        difflib.unified_diff(
            expected.splitlines(keepends=True),
            actual.splitlines(keepends=True),
            fromfile=fromfile,
            tofile=tofile,
        )
    )


def settle(example: Example, proc: Proc, files: dict[str, bytes], update: bool) -> list[str]:
    """Compare one standalone run of a snippet with what is committed: its ``.out`` and the files it
    wrote (``docs/img/``). Returns the differences, each a message (the output's with a unified diff);
    with ``update`` it also writes the run's output and files in their place (pytest-examples'
    ``run_print_update``; without it, ``run_print_check``). The standalone test and ``make outputs`` both
    come here, after running the snippet the same way (``SnippetServer.run``)."""
    changes = []
    old = example.out.read_text(encoding="utf-8") if example.out.exists() else ""
    if proc.stdout != old:
        diff = unified_diff(old, proc.stdout, f"snippets/{example}.out", f"python snippets/{example.file}")
        changes.append(f"python snippets/{example.file} prints something else than its .out\n{diff}")
        if update:
            example.out.write_text(proc.stdout, encoding="utf-8")
    for name, data in files.items():
        if problem := written_problem(example.file, name, data):
            changes.append(problem)
            if update and "/" not in name:  # a folder's files are reported, never copied
                (IMAGES / name).write_bytes(data)
    return changes


def fail_on_difference(expected: str, actual: str, fromfile: str, tofile: str, message: str) -> None:
    """pytest.fail with a unified diff when the two outputs differ."""
    if actual == expected:
        return
    import pytest

    pytest.fail(f"{message}\n{unified_diff(expected, actual, fromfile, tofile)}", pytrace=False)


# --- The standalone tier: `python snippets/<topic>/<example>.py`, as a reader runs it -----------------

# Imported once by a snippet server, before it forks one child per snippet. Only modules whose import
# neither prints nor starts TensorFlow's runtime: the child still sets up devices, threads and seeds itself.
PRELOAD = ("numpy", "tensorflow", "keras", "sklearn.datasets")
# A snippet that sets environment variables may mean them for TensorFlow's import: it gets a fresh
# interpreter.
SETS_ENVIRONMENT = re.compile(r"os\.environ\s*(\[[^\]]+\]\s*=[^=]|\.update\(|\.setdefault\()|os\.putenv\(")


@dataclass
class Proc:
    """What a reader's terminal shows after `python <snippet>`."""

    returncode: int
    stdout: str
    stderr: str
    fresh: bool  # run by a fresh interpreter, not forked from the server


def run_fresh(
    path: Path,
    cwd: Path,
    env: dict[str, str] | None = None,
    timeout: float = 600,
    python: str = sys.executable,
) -> Proc:
    """A new interpreter, as `python path` in `cwd`."""
    argv = [python, str(path)]
    proc = subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    return Proc(proc.returncode, proc.stdout, proc.stderr, fresh=True)


def start_server(
    args: list[str], env: dict[str, str] | None, python: str = sys.executable
) -> tuple[subprocess.Popen[str], str]:
    """`python -m tools.harness.snippet_server ARGS`, talking JSON lines over its stdin and stdout, and
    what its imports printed (its first line; the servers fall back to fresh processes when not empty)."""
    proc = subprocess.Popen(
        [python, "-m", "tools.harness.snippet_server", *args],
        cwd=ROOT,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdin is not None and proc.stdout is not None  # both PIPE
    hello = json.loads(proc.stdout.readline() or '{"import_output": "server did not start"}')
    return proc, str(hello["import_output"])


class SnippetServer:
    """Runs snippet files exactly as `python <snippet>` would, minus importing TensorFlow each time.

    A server process imports PRELOAD once and forks a child per snippet: the child starts from the
    server's pristine state (nothing a previous snippet did can leak into it), runs the file as
    ``__main__`` in a fresh namespace (a missing import still fails), in its own working directory, with
    its file descriptors 1 and 2 sent to files (C-level output is captured as a terminal would show it),
    stdin closed, and ``atexit`` handlers run. The differences from a new interpreter are two, and both
    fall back to one: output printed while importing PRELOAD (a reader would see it; the server then
    refuses to fork and every snippet runs fresh), and environment variables a snippet sets before it
    imports TensorFlow (such a snippet runs fresh). tests/test_snippets.py proves each of these.
    """

    def __init__(
        self,
        env: dict[str, str] | None = None,
        preload: tuple[str, ...] = PRELOAD,
        python: str = sys.executable,  # another environment's interpreter (tools/measure/matrix.py)
    ):
        self.env = env
        self.python = python
        self._proc, self.import_output = start_server([*preload], env, python)

    def run(self, path: Path, cwd: Path, timeout: float = 600) -> Proc:
        source = path.read_text(encoding="utf-8")
        if self.import_output or SETS_ENVIRONMENT.search(source):
            return run_fresh(path, cwd, self.env, timeout, self.python)
        with tempfile.TemporaryDirectory(prefix="snippet-streams-") as streams:
            out, err = Path(streams, "stdout"), Path(streams, "stderr")
            assert self._proc.stdin is not None and self._proc.stdout is not None  # both PIPE
            request = {"path": str(path), "cwd": str(cwd), "stdout": str(out), "stderr": str(err)}
            self._proc.stdin.write(json.dumps(request) + "\n")
            self._proc.stdin.flush()
            timer = threading.Timer(timeout, self._proc.kill)
            timer.start()
            try:
                reply = self._proc.stdout.readline()
            finally:
                timer.cancel()
            if not reply:
                raise RuntimeError(f"snippet server died running {path} (timeout {timeout} s?)")
            code = json.loads(reply)["returncode"]
            return Proc(code, out.read_text(encoding="utf-8"), err.read_text(encoding="utf-8"), fresh=False)

    def close(self) -> None:
        if self._proc.poll() is None:
            assert self._proc.stdin is not None  # PIPE
            self._proc.stdin.close()
            self._proc.wait(timeout=60)
        if self._proc.stdout is not None:
            self._proc.stdout.close()  # else a ResourceWarning when the Popen is collected
