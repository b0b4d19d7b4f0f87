"""The server side of ``tools.harness.execute.SnippetServer`` (read that class first). Imports only the
standard library and the modules it is asked to preload, so a snippet finds nothing else already imported.

    python -m tools.harness.snippet_server MODULE [MODULE ...]  # then JSON lines on stdin, one reply each
"""

import atexit
import importlib
import json
import os
import runpy
import sys
import tempfile
import traceback


def serve(preload: list[str]) -> None:
    reply = os.fdopen(os.dup(1), "w")  # the protocol; fd 1 itself is what imports and snippets print to
    with tempfile.TemporaryFile() as printed:
        os.dup2(printed.fileno(), 1)
        for name in preload:
            importlib.import_module(name)
        sys.stdout.flush()
        printed.seek(0)
        import_output = printed.read().decode("utf-8", "replace")
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


if __name__ == "__main__":
    if not sys.argv[1:] or sys.argv[1].startswith("-"):
        sys.exit(__doc__)
    serve(sys.argv[1:])
