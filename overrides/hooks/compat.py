"""What snippets/matrix.json (tools/measure/matrix.py) says, on the pages: written at build time from the
data, never by hand (overrides/hooks/hooks.py calls `annotate` on every page's Markdown).

- Under each example whose snippet prints something else on some combination: a collapsed note per
  distinct output, "On <combinations> this prints:", the cause in the page's language and the output.
- Under the title of each page with examples: the combinations its outputs were checked on, and which of
  them print something else.
- On the compatibility page, in place of ``<!-- matrix-table -->``: combination × page (holds / differs /
  fails) and the versions pip resolved for each combination.

Causes: snippets/matrix_causes.yml maps a snippet (and, where they differ, each combination) to cause ids,
and ``extra.matrix.causes`` in each
language's MkDocs configuration explains it; tests/test_matrix.py requires both for every difference.
"""

from __future__ import annotations

import difflib
import functools
import json
import re
from pathlib import Path
from typing import Any

import yaml

from tools.harness.model import ROOT
from tools.harness.pages import Line, scan

DATA = ROOT / "snippets" / "matrix.json"
CAUSES = ROOT / "snippets" / "matrix_causes.yml"
TABLE_MARK = "<!-- matrix-table -->"


@functools.cache
def data() -> dict[str, Any]:
    return json.loads(DATA.read_text(encoding="utf-8")) if DATA.exists() else {"combinations": {}}


@functools.cache
def causes() -> dict[str, str | dict[str, str | list[str]]]:
    return yaml.safe_load(CAUSES.read_text(encoding="utf-8")) or {} if CAUSES.exists() else {}


def cause_ids(snippet: str, combination: str) -> list[str]:
    """Why ``snippet`` prints something else on ``combination``: the cause ids snippets/matrix_causes.yml
    gives (one id for every combination, or per combination name with ``*`` for the others)."""
    entry: str | list[str] | dict[str, str | list[str]] | None = causes().get(snippet)
    if isinstance(entry, dict):
        entry = entry.get(combination, entry.get("*"))
    if entry is None:
        return []
    return [entry] if isinstance(entry, str) else list(entry)


def differences(snippet: str) -> list[tuple[list[str], str, str]]:
    """(combinations, status, what it prints) for each distinct non-matching result of a snippet."""
    groups: dict[tuple[str, str], list[str]] = {}
    for name, entry in data()["combinations"].items():
        result = entry["results"].get(snippet)
        if not result or result["status"] == "same":
            continue
        shown = result.get("output", "")
        if result["status"] == "raises":  # the exception, as the reader's terminal ends
            last = [line for line in result.get("stderr", "").splitlines() if line.strip()][-1:]
            shown += "\n".join(last) + "\n"
        groups.setdefault((result["status"], shown), []).append(name)
    return [(names, status, shown) for (status, shown), names in groups.items()]


def labels(names: list[str], separator: str = ", ") -> str:
    """The combinations' labels, each product named once in a run: TensorFlow 2.16, 2.17, tf-nightly."""
    out, previous = [], ""
    for name in names:
        label = data()["combinations"][name]["label"]
        product, _, version = label.partition(" ")
        out.append(version if product == previous and version and "+" not in version else label)
        previous = product if "+" not in label else ""
    return separator.join(out)


def _note(snippet: str, indent: str, extra: dict[str, Any]) -> list[str]:
    out = []
    for names, status, shown in differences(snippet):
        title = extra["raises" if status == "raises" else "differs"].format(
            combinations=labels(names, extra.get("separator", ", "))
        )
        ids = list(dict.fromkeys(i for name in names for i in cause_ids(snippet, name)))
        cause = " ".join(extra["causes"].get(i, "") for i in ids)
        # The lines that differ from the page's output, highlighted.
        expected = (ROOT / "snippets" / f"{snippet}.out").read_text(encoding="utf-8").splitlines()
        matcher = difflib.SequenceMatcher(a=expected, b=shown.rstrip("\n").split("\n"), autojunk=False)
        changed = [
            j + 1 for tag, _, _, j1, j2 in matcher.get_opcodes() if tag != "equal" for j in range(j1, j2)
        ]
        hl = f' hl_lines="{" ".join(map(str, changed))}"' if changed else ""
        body = [f'??? note "{title}"', "", f"    {cause}", "", f"    ```text{hl}"]
        body += [f"    {line}" for line in shown.rstrip("\n").split("\n")] + ["    ```"]
        out += [""] + [f"{indent}{line}".rstrip() for line in body]
    return out


def _page_line(snippets: list[str], extra: dict[str, Any]) -> str:
    combos = list(data()["combinations"])
    differing = [n for n in combos if any(n in names for s in snippets for names, _, _ in differences(s))]
    separator = extra.get("separator", ", ")
    line: str = extra["checked"].format(combinations=labels(combos, separator))
    if differing:
        line += extra.get("space", " ") + extra["checked_differs"].format(
            combinations=labels(differing, separator)
        )
    return line + f" [{extra['compatibility']}](compatibility.md)"


def table(pages: list[tuple[str, str, list[str]]], extra: dict[str, Any]) -> list[str]:
    """Page × combination (holds / differs / fails), then the versions pip resolved for each combination.
    ``pages``: (file, title, snippets) in navigation order."""
    combos = data()["combinations"]
    rows = ["| " + " | ".join([extra["page"], *[e.get("short", e["label"]) for e in combos.values()]]) + " |"]
    rows.append("|---" + "|:-:" * len(combos) + "|")
    for file, title, snippets in pages:
        cells = [f"[{title}]({file})"]
        for entry in combos.values():
            statuses = [entry["results"].get(s, {}).get("status") for s in snippets]
            fails, differ = statuses.count("raises"), statuses.count("differs")
            parts = [extra["fails"].format(n=fails)] if fails else []
            parts += [extra["differ"].format(n=differ)] if differ else []
            cells.append(", ".join(parts) or extra["holds"])
        rows.append("| " + " | ".join(cells) + " |")
    rows += ["", "| " + " | ".join(extra["versions_head"]) + " |", "|---|---|---|---|---|"]
    for entry in combos.values():
        v = entry["versions"]
        tf = v.get("tensorflow") or v.get("tf-nightly", "")
        keras = (
            f"tf-keras {v['tf-keras']}" if "tf-keras" in v else v.get("keras") or v.get("keras-nightly", "")
        )
        rows.append(f"| {entry['label']} | {tf} | {keras} | {v.get('numpy', '')} | {entry['date']} |")
    return rows


def _outputs(lines: list[Line]) -> list[str]:
    """The examples whose ``.out`` the page includes, in order (``clipping/tf2_global_norm``)."""
    return [
        line.value.removesuffix(".out")
        for line in lines
        if line.kind == "include" and line.value.endswith(".out")
    ]


def pages_with_examples(docs: Path, nav: list[str]) -> list[tuple[str, str, list[str]]]:
    found = []
    for file in nav:
        lines = scan((docs / file).read_text(encoding="utf-8").splitlines())
        snippets = _outputs(lines)
        title = next((t.text[2:] for t in lines if t.kind == "heading" and t.value == "#"), file)
        if snippets:
            found.append((file, re.sub(r"\s*\{#[^}]+\}\s*$", "", title), snippets))
    return found


def annotate(
    markdown: str, extra: dict[str, Any], pages: list[tuple[str, str, list[str]]] | None = None
) -> str:
    out: list[str] = []
    snippets: list[str] = []
    pending: Line | None = None  # an .out include whose fence has not closed yet
    for line in scan(markdown.split("\n")):
        out.append(line.text)
        if line.kind == "include" and line.value.endswith(".out"):
            pending = line
            snippets.append(line.value.removesuffix(".out"))
        elif pending and line.kind == "fence-end":
            indent = pending.text[: min(pending.indent, line.indent)]  # the note sits where the fence does
            out += _note(pending.value.removesuffix(".out"), indent, extra)
            pending = None
        elif line.text.strip() == TABLE_MARK and pages is not None:
            out[-1:] = table(pages, extra)
    if snippets and data()["combinations"]:
        title = next((i for i, line in enumerate(out) if line.startswith("# ")), None)
        if title is not None:
            out[title + 1 : title + 1] = ["", _page_line(snippets, extra)]
    return "\n".join(out)
