"""Code MkDocs runs while it builds the site, wired in mkdocs.yml: hooks (``hooks.py``) and pymdownx
formatters (``mdext.py``). No command-line scripts here."""
