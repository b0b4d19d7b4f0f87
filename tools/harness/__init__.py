"""The harness: the one model of the site's content and the one way to run it.

``model`` names things (``Language``, ``Example``, ``select``, the repository's places); ``pages`` reads a
page the way MkDocs renders it into ``Page`` and ``Block``; ``execute`` runs a block or a snippet as a
reader would, hermetically, and ``settle`` checks or updates a snippet's output (``snippet_server`` is the
forking server behind its standalone runs); ``kernels`` forks the notebook tier's Jupyter kernels from the
same kind of server; ``cli`` is the argument parser every script uses. Tests, checks, generators and
measurements all go through these.
"""
