"""Checks beyond the doc tests, each behind a ``make`` target and most also a test: every number in the
prose accounted for (``prose_numbers``), translations current (``translations``), the glossary's terms
(``glossary``), the same bytes on another run (``determinism``) and on other CPUs (``portability``)."""
