"""The server side of ``tools.harness.execute.SnippetServer`` and ``tools.harness.kernels.KernelServer``
(read those classes first). Imports only the standard library and the modules it is asked to preload, so
a snippet or a kernel finds nothing else already imported.

    python -m tools.harness.snippet_server MODULE [MODULE ...]  # then JSON lines on stdin, one reply each
    python -m tools.harness.snippet_server --kernels MODULE [MODULE ...]   # forks Jupyter kernels instead
"""

import atexit
import gc
import importlib
import json
import os
import runpy
import signal
import sys
import tempfile
import traceback


def preload_quietly(preload: list[str]) -> str:
    """Import the modules with fd 1 sent to a file; return what they printed."""
    with tempfile.TemporaryFile() as printed:
        os.dup2(printed.fileno(), 1)
        for name in preload:
            importlib.import_module(name)
        sys.stdout.flush()
        printed.seek(0)
        return printed.read().decode("utf-8", "replace")


def forget_the_server() -> None:
    """In a child: the packages that hold this server are not importable from a reader's directory."""
    for name in [n for n in sys.modules if n == "tools" or n.startswith("tools.")]:
        del sys.modules[name]


def serve(preload: list[str]) -> None:
    reply = os.fdopen(os.dup(1), "w")  # the protocol; fd 1 itself is what imports and snippets print to
    import_output = preload_quietly(preload)
    # What the preloaded modules made is never garbage: move it out of the collector's sight, as Python's
    # documentation advises before fork(). A snippet's own collections then scan only what it made, and
    # its pages stay shared with the server.
    gc.collect()
    gc.freeze()
    reply.write(json.dumps({"import_output": import_output}) + "\n")
    reply.flush()
    for line in sys.stdin:
        request = json.loads(line)
        pid = os.fork()
        if pid == 0:  # the child: becomes `python <path>`
            code = 1
            try:
                os.dup2(os.open(os.devnull, os.O_RDONLY), 0)
                os.dup2(os.open(request["stdout"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC), 1)
                os.dup2(os.open(request["stderr"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC), 2)
                os.chdir(request["cwd"])
                sys.argv = [request["path"]]
                forget_the_server()
                sys.path[0] = os.path.dirname(request["path"])
                try:
                    runpy.run_path(request["path"], run_name="__main__")
                    code = 0
                except SystemExit as exc:
                    code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
                    if exc.code is not None and not isinstance(exc.code, int):
                        print(exc.code, file=sys.stderr)
                except BaseException:
                    traceback.print_exc()
                atexit._run_exitfuncs()
            finally:
                sys.stdout.flush()
                sys.stderr.flush()
                os._exit(code)
        _, status = os.waitpid(pid, 0)
        reply.write(json.dumps({"returncode": os.waitstatus_to_exitcode(status)}) + "\n")
        reply.flush()


def forget_tensorflows_logger() -> None:
    """In a forked kernel: TensorFlow set up its Python logger while the server imported it, for a process
    that is not interactive (level WARNING, to the server's stderr, which no notebook shows). A reader's
    kernel imports TensorFlow in a cell, where ``sys.ps1`` says interactive: level INFO, to the cell's
    output. Undo the server's setup, so that the kernel's first log sets it up again as there."""
    tf_logging = sys.modules.get("tensorflow.python.platform.tf_logging")
    if tf_logging is None:
        return
    import logging

    logger = logging.getLogger("tensorflow")
    for handler in list(logger.handlers):
        logger.removeHandler(handler)
    logger.setLevel(logging.NOTSET)
    tf_logging._logger = None  # type: ignore[attr-defined]  # its module-level cache, read by get_logger()


def serve_kernels(preload: list[str]) -> None:
    """Fork one Jupyter kernel per request and reply with its pid at once; the kernel lives on its own.

    A request is what ``jupyter_client`` would have run: the kernel's command line (``python -m
    ipykernel_launcher -f CONNECTION_FILE``), its working directory and its environment. The child becomes
    that process: its own session (signals to the kernel's group reach it alone), the requested working
    directory and environment, ``sys.path`` as ``ipykernel_launcher`` leaves it (IPython adds ''), the
    server's own package forgotten, stdin closed, and the default SIGCHLD disposition back (the server
    ignores SIGCHLD so that kernels are reaped when they exit; a notebook's own ``subprocess.run`` needs
    its exit status).
    """
    reply = os.fdopen(os.dup(1), "w")
    import_output = preload_quietly(preload)
    os.dup2(os.open(os.devnull, os.O_WRONLY), 1)
    gc.collect()
    gc.freeze()
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)
    reply.write(json.dumps({"import_output": import_output}) + "\n")
    reply.flush()
    for line in sys.stdin:
        request = json.loads(line)
        pid = os.fork()
        if pid == 0:
            code = 1
            try:
                signal.signal(signal.SIGCHLD, signal.SIG_DFL)
                os.setsid()
                os.dup2(os.open(os.devnull, os.O_RDONLY), 0)
                os.dup2(os.open(os.devnull, os.O_WRONLY), 1)
                os.dup2(os.open(os.devnull, os.O_WRONLY), 2)
                os.chdir(request["cwd"])
                os.environ.clear()
                os.environ.update(request["env"])
                del sys.path[0]  # the server's -m entry; ipykernel_launcher drops its own the same way
                forget_the_server()
                forget_tensorflows_logger()
                sys.argv = [request["argv"][2], *request["argv"][3:]]
                from ipykernel.kernelapp import launch_new_instance

                launch_new_instance()
                code = 0
            finally:
                os._exit(code)
        reply.write(json.dumps({"pid": pid}) + "\n")
        reply.flush()


if __name__ == "__main__":
    if sys.argv[1:2] == ["--kernels"]:
        serve_kernels(sys.argv[2:])
        sys.exit()
    if not sys.argv[1:] or sys.argv[1].startswith("-"):
        sys.exit(__doc__)
    serve(sys.argv[1:])
