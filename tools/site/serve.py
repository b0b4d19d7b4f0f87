"""Serve a built site the way GitHub Pages does: under its published path, missing URLs answered by the
root 404.html with status 404. Used by the browser tests, `make screenshots` and `make lighthouse`.

    python -m tools.site.serve [SITE_DIR] [--host HOST] [--port PORT]   # default: site/ on 127.0.0.1:8000
    python -m tools.site.serve --live [LANG]     # `make serve`: MkDocs' live-reloading server
"""

from __future__ import annotations

import contextlib
import functools
import gzip
import http.server
import json
import os
import shutil
import tempfile
import threading
import urllib.parse
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from tools.harness.cli import parser as cli_parser
from tools.harness.model import CONFIG_FILES, DEFAULT_LANG, LANGS, ROOT
from tools.harness.pages import config
from tools.site.build import build, site_root_path

# GitHub Pages gzips text responses; serving them raw would make Lighthouse's throttled load 5x heavier.
# Chromium's flags for what drives the built site (tests/test_browser.py, tools/generate/screenshots.py):
# no sandbox (root in CI), no GPU, nothing the browser would fetch on its own.
BROWSER_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def chromium() -> str | None:
    """The Chromium that drives the built site: $CHROMIUM, else the first on PATH (Debian's `chromium`,
    Ubuntu's `chromium-browser`); None when there is none."""
    return os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")


COMPRESSED = {".html", ".css", ".js", ".json", ".svg", ".xml", ".txt", ".ipynb"}
# GitHub Pages lets browsers keep every file for ten minutes (`Cache-Control: max-age=600`): a reader's
# second page reuses the first one's scripts, styles and their compiled code.
CACHE_CONTROL = "max-age=600"


@functools.cache
def _gzipped(path: Path, mtime_ns: int) -> bytes:
    """Each file is compressed once per change, not on every request (the browser tests load every page
    several times; the server shares a process, and a core, with the test that drives the browser)."""
    return gzip.compress(path.read_bytes(), mtime=0)


@functools.cache
def _without_documents(path: Path, mtime_ns: int) -> bytes:
    """A search index with its configuration and no documents (see `serve`'s `search`)."""
    index = json.loads(path.read_text(encoding="utf-8"))
    return gzip.compress(json.dumps({"config": index["config"], "docs": []}).encode(), mtime=0)


class GitHubPagesHandler(http.server.SimpleHTTPRequestHandler):
    search = True  # False: every search index is served without its documents

    def end_headers(self) -> None:
        self.send_header("Cache-Control", CACHE_CONTROL)
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:  # quiet
        pass

    def handle(self) -> None:
        # A browser that navigates away mid-response closes the socket; that is not a server error.
        with contextlib.suppress(BrokenPipeError, ConnectionResetError):
            super().handle()

    def do_GET(self) -> None:
        path = Path(self.translate_path(self.path))
        if urllib.parse.urlsplit(self.path).path.endswith("/") and path.is_dir():
            path = path / "index.html"
        gzip_ok = "gzip" in self.headers.get("Accept-Encoding", "")
        emptied = not self.search and path.name == "search_index.json" and path.is_file()
        if not emptied and (not gzip_ok or path.suffix not in COMPRESSED or not path.is_file()):
            super().do_GET()
            return
        if emptied:
            body = _without_documents(path, path.stat().st_mtime_ns)
            if not gzip_ok:  # the same index, for a client that does not take gzip
                body = gzip.decompress(body)
        else:
            body = _gzipped(path, path.stat().st_mtime_ns)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        if gzip_ok:
            self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        if code != 404:
            super().send_error(code, message, explain)
            return
        body = (Path(self.directory) / site_root_path().strip("/") / "404.html").read_bytes()
        self.send_response(404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@contextlib.contextmanager
def serve(
    site: Path | None = None, host: str = "127.0.0.1", port: int = 0, *, search: bool = True
) -> Iterator[str]:
    """Yield the base URL of the site (built into a temp dir when `site` is None), served in a thread.

    `search=False` serves each language's search index with its configuration and no documents: the
    same search box and worker, nothing to index. Material's search worker fetches and indexes the whole
    index (0.6 to 1 MB) on every page load, in the background; the browser tests that do not search use
    such a server, so the pages they load do not spend the cores the other tests run on."""
    root = Path(tempfile.mkdtemp(prefix="site-served-"))
    mounted = root / site_root_path().strip("/")
    if site is None:
        build(mounted)
    else:
        mounted.parent.mkdir(parents=True, exist_ok=True)
        mounted.symlink_to(Path(site).resolve())
    handler = type("Handler", (GitHubPagesHandler,), {"search": search})
    server = http.server.ThreadingHTTPServer((host, port), functools.partial(handler, directory=str(root)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    port_part = "" if server.server_address[1] == 80 else f":{server.server_address[1]}"
    try:
        yield f"http://{host}{port_part}{site_root_path()}"
    finally:
        server.shutdown()
        server.server_close()  # release the port: the browser tests may start a server again later
        shutil.rmtree(root, ignore_errors=True)


def live(lang: str) -> None:
    """MkDocs' live-reloading server for one language, mounted at that language's published path (plain
    `mkdocs serve -f mkdocs.ko.yml` would mount it at the site_url written in mkdocs.yml, the English one)."""
    import logging

    from mkdocs.commands.serve import serve as mkdocs_serve

    logging.basicConfig(level=logging.INFO, format="%(levelname)-7s -  %(message)s")
    mkdocs_serve(
        str(ROOT / CONFIG_FILES[lang]),
        livereload=True,
        dev_addr="127.0.0.1:8000",
        site_url=config(lang)["site_url"],
    )


def main(argv: list[str] | None = None) -> None:
    parser = cli_parser(__name__, __doc__)
    parser.add_argument(
        "site", nargs="?", type=Path, default=ROOT / "site", help="a built site (default: site/)"
    )
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument(
        "--live",
        metavar="LANG",
        nargs="?",
        const=DEFAULT_LANG,
        choices=LANGS,
        help="serve one language from docs/ with live reload instead (make serve)",
    )
    args = parser.parse_args(argv)
    if args.live:
        live(args.live)
        return
    if not (args.site / "index.html").is_file():
        parser.error(f"{args.site} is not a built site (no index.html): run `make site` first")
    with serve(args.site, args.host, args.port) as url:
        print(f"serving {args.site} at {url}{DEFAULT_LANG}/ (Ctrl-C to stop)")
        threading.Event().wait()


if __name__ == "__main__":
    main()
