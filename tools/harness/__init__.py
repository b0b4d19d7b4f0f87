"""The harness: the one model of the site's content and the one way to run it.

``model`` names things (``Language``, ``Example``, ``select``, the repository's places); ``pages`` reads a
page the way MkDocs renders it into ``Page`` and ``Block``; ``execute`` runs a block or a snippet as a
reader would, hermetically (``snippet_server`` is its forking server); ``cli`` is the argument parser
every script uses. Tests, checks, generators and measurements all go through these.
"""
