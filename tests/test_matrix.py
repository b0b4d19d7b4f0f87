"""snippets/matrix.json (tools/matrix.py: every snippet on other TensorFlow releases, Keras 2 and the nightly
build) describes today's snippets: a snippet or an output changed after the matrix ran makes its results
stale, and the site would show old differences. Run `make matrix` (or the matrix workflow) and commit."""

from __future__ import annotations

import pytest

from tools.build import compat
from tools.matrix import COMBINATIONS, load, snippet_hash
from tools.pages import CONFIG_FILES, LANGS, config, snippet_files

DATA = load()


def test_every_combination_has_run():
    missing = [c.name for c in COMBINATIONS if c.name not in DATA["combinations"]]
    assert not missing, (
        f"snippets/matrix.json has no results for {missing}: "
        f"run make matrix args='--only {' '.join(missing)}'"
    )


@pytest.mark.parametrize(
    "snippet", [pytest.param(s, id=s[:-3], marks=pytest.mark.example(s[:-3])) for s in snippet_files()]
)
def test_matrix_is_current(snippet):
    name = snippet[:-3]
    now = snippet_hash(snippet)
    stale = [
        combo
        for combo, entry in DATA["combinations"].items()
        if entry["results"].get(name, {}).get("sha256") != now
    ]
    assert not stale, (
        f"snippets/matrix.json is older than snippets/{snippet} (or its .out) for {', '.join(stale)}: "
        f"run make matrix args='--snippets {name}' and commit snippets/matrix.json"
    )


def test_every_difference_has_a_cause_in_every_language():
    """A snippet that prints something else somewhere is explained under it, in each language."""
    causes = compat.causes()
    differing = sorted(
        {
            name
            for entry in DATA["combinations"].values()
            for name, r in entry["results"].items()
            if r["status"] != "same"
        }
    )
    unexplained = [name for name in differing if name not in causes]
    assert not unexplained, f"no cause in snippets/matrix_causes.yml for {unexplained}"
    unused = sorted(set(causes) - set(differing))
    assert not unused, f"snippets/matrix_causes.yml names snippets that differ nowhere: {unused}"
    for lang in LANGS:
        texts = config(lang)["extra"]["matrix"]["causes"]
        missing = sorted({causes[name] for name in differing} - set(texts))
        assert not missing, f"{CONFIG_FILES[lang]}: no extra.matrix.causes text for {missing}"


def test_the_notes_show_every_difference():
    """What the build writes under an example: one note per distinct output, with the output itself."""
    extra = config("en")["extra"]["matrix"]
    page = (
        '# T\n\n```python\n--8<-- "clipping/tf2_distributed_fit.py"\n```\n\n'
        '```text\n--8<-- "clipping/tf2_distributed_fit.out"\n```\n'
    )
    written = compat.annotate(page, extra)
    for names, _status, shown in compat.differences("clipping/tf2_distributed_fit"):
        assert extra["differs"].format(combinations=compat.labels(names)) in written
        assert all(f"    {line}" in written for line in shown.splitlines())
    assert extra["checked"].format(combinations=compat.labels(list(DATA["combinations"]))) in written
