"""Run many snippets in ONE process (TensorFlow imported once) and report their stdout as JSON.

    python -m tests.run_snippets clipping/tf1_trace.py ... > results.json

Each snippet runs as ``__main__`` in a fresh namespace and an empty directory, with TF/Keras state
reset in between, exactly like the page blocks. Used to re-run every snippet under another
configuration (e.g. ``TF_ENABLE_ONEDNN_OPTS=0``) without paying one TensorFlow import per snippet.
"""

from __future__ import annotations

import contextlib
import io
import json
import runpy
import sys
import traceback

from tests.execute import reset_state, scratch_dir, written_files
from tools.pages import SNIPPETS


def main(names: list[str]) -> None:
    results = {}
    for name in names:
        out = io.StringIO()
        reset_state()
        error = None
        try:
            with scratch_dir() as cwd, contextlib.redirect_stdout(out):
                runpy.run_path(str(SNIPPETS / name), run_name="__main__")
            written_files(cwd)
        except BaseException:  # report, keep going with the next snippet
            error = traceback.format_exc()
        results[name] = {"stdout": out.getvalue(), "error": error}
    reset_state()
    json.dump(results, sys.stdout)


if __name__ == "__main__":
    main(sys.argv[1:])
