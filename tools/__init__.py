"""The project's Python: run the scripts as modules from the repository root (``python -m tools.<name>``;
the Makefile does).

    pages.py      the one reader of the page conventions: docs/<lang>/<page>.md -> expanded lines, blocks
    execute.py    runs a block or a snippet the way a reader does, hermetically (tests and tools use it)
    build/        code MkDocs itself runs while building (hooks, Markdown formatters); no scripts there
    *.py          the rest are command-line scripts behind `make` targets (`--help` lists their options)

Nothing here imports from tests/; tests/ imports from here.
"""
