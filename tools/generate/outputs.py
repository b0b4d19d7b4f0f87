"""`make outputs [only=<topic>[/<example>]]`: run snippets the way the standalone test does and write what
they print and draw, so nobody pastes an output by hand.

Each snippet runs in a fresh interpreter, in an empty folder, with the doc tests' hermetic environment
(Keras, matplotlib, IPython and temp files in a throwaway folder, oneDNN as on x86 by default). Then:

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
import difflib
import os
import sys
import tempfile
from pathlib import Path

from tools.harness import cli
from tools.harness.execute import IMAGES, Proc, hermetic_environ, private_tempdir, run_fresh, written_files
from tools.harness.model import ROOT, SNIPPETS, examples, select


def run(name: str, scratch: Path) -> tuple[str, Proc, dict[str, bytes]]:
    cwd = Path(tempfile.mkdtemp(dir=scratch))
    env = dict(os.environ, **hermetic_environ(str(scratch / "env")), TF_ENABLE_ONEDNN_OPTS="1")
    proc = run_fresh(SNIPPETS / name, cwd, env)
    return name, proc, written_files(cwd)


def main(argv: list[str] | None = None) -> int:
    parser = cli.parser(__name__, __doc__)
    cli.add_only(parser, "snippets")
    parser.add_argument(
        "--check", action="store_true", help="write nothing; exit 1 if an output would change"
    )
    cli.add_jobs(parser)
    args = parser.parse_args(argv)
    try:
        names = [example.file for example in select(args.only, examples())]
    except LookupError as exc:
        parser.error(str(exc))
    scratch = private_tempdir("outputs-")
    print(f"running {len(names)} snippet(s), {args.jobs} at a time", flush=True)
    changed, failed = [], []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for name, proc, files in pool.map(lambda n: run(n, scratch), names):
            if proc.returncode:
                failed.append(name)
                print(
                    f"\nFAILED python snippets/{name} (exit {proc.returncode}); nothing written for it\n"
                    f"{proc.stderr[-3000:]}",
                    flush=True,
                )
                continue
            out = (SNIPPETS / name).with_suffix(".out")
            old = out.read_text(encoding="utf-8") if out.exists() else ""
            if proc.stdout != old:
                changed.append(str(out.relative_to(ROOT)))
                sys.stdout.writelines(
                    difflib.unified_diff(
                        old.splitlines(keepends=True),
                        proc.stdout.splitlines(keepends=True),
                        fromfile=f"{out.relative_to(ROOT)} (committed)",
                        tofile=f"{out.relative_to(ROOT)} (now)",
                    )
                )
                if not args.check:
                    out.write_text(proc.stdout, encoding="utf-8")
            for file, data in files.items():
                target = IMAGES / file
                if not target.exists() or target.read_bytes() != data:
                    before = f"{target.stat().st_size} bytes" if target.exists() else "new"
                    changed.append(f"{target.relative_to(ROOT)} ({before} -> {len(data)} bytes)")
                    print(
                        f"{target.relative_to(ROOT)}: written by snippets/{name} "
                        f"({before} -> {len(data)} bytes)"
                    )
                    if not args.check:
                        target.write_bytes(data)
    if not args.check and changed:
        from tools.generate import notebooks

        notebooks.main([])
    if failed:
        print(f"\n{len(failed)} snippet(s) failed: {', '.join(failed)}")
        return 1
    verb = "would change" if args.check else "changed"
    print(
        f"\n{len(names)} snippet(s) run; {len(changed)} file(s) {verb}" + "".join(f"\n  {c}" for c in changed)
    )
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
