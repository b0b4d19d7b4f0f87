"""Files made from the pages and snippets, never edited by hand: each snippet's ``.out`` and plots
(``outputs``, with a ``--check`` mode), the notebooks (``notebooks``), the questions-and-errors pages
(``questions``, from ``snippets/questions.yml``), the README's screenshots (``screenshots``). A test
fails when a generated file is out of date."""
