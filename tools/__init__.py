"""The project's Python, by job. Run the scripts as modules from the repository root
(``python -m tools.<package>.<name>``; the Makefile does, and ``make help`` lists them).

    harness/    the model (languages, examples, pages, blocks, select) and running code as a reader does;
                every other package reads pages and names through it
    checks/     what must hold beyond the doc tests: numbers in prose, translations, glossary,
                determinism, portability across CPUs
    generate/   files made from the pages and snippets: outputs (.out, plots), notebooks, screenshots
    measure/    what the suite and the site cost or hold on: bench, Lighthouse, the version matrix
    site/       building and serving the three languages (the code MkDocs itself runs while building
                is beside the theme, in overrides/hooks/)

Nothing here imports from tests/; tests/ imports from here. tools/ never imports overrides/ except
tools/harness/pages.py and site/, which read what the build reads.
"""
