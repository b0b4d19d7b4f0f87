"""Building and serving the site: every language's strict MkDocs build into one folder with the root
pages that send readers on (``build``), and a server that answers the way GitHub Pages does, gzip and
the root 404 included (``serve``), which the browser tests, screenshots and Lighthouse share. The code
MkDocs runs while it builds lives beside the theme, in ``overrides/hooks/``."""
