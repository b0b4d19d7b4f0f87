"""The one argument parser of every ``python -m tools.…`` script: its program name and description
from the module (the first paragraph of the docstring, the rest as the help's epilogue), and the shared
options spelled once: ``--only`` (``tools.harness.model.select``), ``--jobs``, ``--check``."""

from __future__ import annotations

import argparse
import os
import sys

WORKERS = 2  # the Makefile's PYTEST_ARGS: two workers on two cores


def pytest_command(*args: str) -> list[str]:
    """`make test`'s pytest, for the tools that run the doc tests themselves (bench, determinism); the
    Makefile spells the same options in PYTEST_ARGS."""
    return [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", str(WORKERS)] + [
        "--dist",
        "loadgroup",
        *args,
    ]


def parser(module: str, doc: str | None) -> argparse.ArgumentParser:
    """``parser(__name__, __doc__)`` (``__name__`` is ``__main__`` under ``-m``: the program name is
    taken from ``sys.argv[0]`` then)."""
    if module == "__main__":
        module = sys.modules["__main__"].__spec__.name if sys.modules["__main__"].__spec__ else "tools"
    first, _, rest = (doc or "").strip().partition("\n\n")
    return argparse.ArgumentParser(
        prog=f"python -m {module}",
        description=first,
        epilog=rest or None,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )


def add_only(parser: argparse.ArgumentParser, what: str = "examples") -> None:
    parser.add_argument(
        "--only",
        metavar="TOPIC[/EXAMPLE]",
        help=f"only the {what} of one topic (clipping) or one example (clipping/tf2_global_norm)",
    )


def add_jobs(parser: argparse.ArgumentParser, default: int | None = None) -> None:
    parser.add_argument(
        "--jobs", type=int, default=default or os.cpu_count() or 2, help="processes side by side"
    )
