"""`make outputs [only=<topic>[/<example>]]`: run snippets the way the standalone test does and write what
they print and draw, so nobody pastes an output by hand.

Each snippet runs exactly as the standalone doc test runs it (tests/test_snippets.py: a SnippetServer fork
that counts as a fresh interpreter, an empty folder, the doc tests' hermetic environment, oneDNN on), and
is compared by the same function (tools.harness.execute.settle): this is that test's update mode, over
every snippet, `pytest --update-outputs` the same for the snippets a test run selects. Then:

    snippets/<topic>/<example>.out    rewritten if the output changed (a unified diff is printed)
    docs/img/<name>                   every file the snippet wrote, where the pages take it from
    docs/<lang>/notebooks/*.ipynb     regenerated where a changed snippet or output appears

A snippet that fails changes nothing; its error is printed and the exit status is 1.

    python -m tools.generate.outputs                         # every snippet
    python -m tools.generate.outputs --only clipping         # one topic
    python -m tools.generate.outputs --only clipping/tf2_global_norm
    python -m tools.generate.outputs --check                 # write nothing; exit 1 if anything would change
"""

from __future__ import annotations

import concurrent.futures
import os
import queue
import sys
import tempfile
from pathlib import Path

from tools.harness import cli
from tools.harness.execute import (
    Proc,
    SnippetServer,
    hermetic_environ,
    private_tempdir,
    settle,
    written_files,
)
from tools.harness.model import Example, examples, select


def main(argv: list[str] | None = None) -> int:
    parser = cli.parser(__name__, __doc__)
    cli.add_only(parser, "snippets")
    parser.add_argument(
        "--check", action="store_true", help="write nothing; exit 1 if an output would change"
    )
    cli.add_jobs(parser)
    args = parser.parse_args(argv)
    try:
        chosen = select(args.only, examples())
    except LookupError as exc:
        parser.error(str(exc))
    scratch = private_tempdir("outputs-")
    # The standalone test's environment and runner (tests/conftest.py: snippet_server): one server per job.
    env = dict(os.environ, **hermetic_environ(str(scratch / "env")))  # this CPU's oneDNN default, too
    jobs = max(1, min(args.jobs, len(chosen)))
    print(f"running {len(chosen)} snippet(s), {jobs} at a time", flush=True)
    servers: queue.Queue[SnippetServer] = queue.Queue()
    for _ in range(jobs):
        servers.put(SnippetServer(env))

    def run(example: Example) -> tuple[Example, Proc, dict[str, bytes]]:
        server = servers.get()
        try:
            cwd = Path(tempfile.mkdtemp(dir=scratch))
            proc = server.run(example.path, cwd)
            return example, proc, written_files(cwd)
        finally:
            servers.put(server)

    changed, failed = [], []
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        for example, proc, files in pool.map(run, chosen):
            if proc.returncode:
                failed.append(str(example))
                print(
                    f"\nFAILED python snippets/{example.file} (exit {proc.returncode}); nothing written\n"
                    f"{proc.stderr[-3000:]}",
                    flush=True,
                )
                continue
            for change in settle(example, proc, files, update=not args.check):
                changed.append(change.split("\n", 1)[0])
                print(change, flush=True)
    while not servers.empty():
        servers.get().close()
    if not args.check and changed:
        from tools.generate import notebooks

        notebooks.main([])
    if failed:
        print(f"\n{len(failed)} snippet(s) failed: {', '.join(failed)}")
        return 1
    verb = "would change" if args.check else "changed"
    print(f"\n{len(chosen)} snippet(s) run; {len(changed)} {verb}" + "".join(f"\n  {c}" for c in changed))
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
