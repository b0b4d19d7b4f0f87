"""snippets/matrix.json (tools/measure/matrix.py: every snippet on other TensorFlow releases, Keras 2 and the
nightly build) describes today's snippets: a snippet or an output changed after the matrix ran makes its
results
stale, and the site would show old differences. Run `make matrix` (or the matrix workflow) and commit."""

from __future__ import annotations

import pytest

from overrides.hooks import compat
from tools.harness.model import CONFIG_FILES, DEFAULT_LANG, LANGS, examples
from tools.harness.pages import config
from tools.measure.matrix import COMBINATIONS, load, snippet_hash

DATA = load()


def test_every_combination_has_run():
    missing = [c.name for c in COMBINATIONS if c.name not in DATA["combinations"]]
    assert not missing, (
        f"snippets/matrix.json has no results for {missing}: "
        f"run make matrix args='--combinations {' '.join(missing)}'"
    )


@pytest.mark.parametrize(
    "example", [pytest.param(e, id=str(e), marks=pytest.mark.example(str(e))) for e in examples()]
)
def test_matrix_is_current(example):
    name, snippet = str(example), example.file
    now = snippet_hash(snippet)
    stale = [
        combo
        for combo, entry in DATA["combinations"].items()
        if entry["results"].get(name, {}).get("sha256") != now
    ]
    assert not stale, (
        f"snippets/matrix.json is older than snippets/{snippet} (or its .out) for {', '.join(stale)}: "
        f"run make matrix only={name} and commit snippets/matrix.json"
    )


def test_every_difference_has_a_cause_in_every_language():
    """A snippet that prints something else somewhere is explained under it, in each language, by the
    cause snippets/matrix_causes.yml gives for that combination."""
    differing = sorted(
        (name, combo)
        for combo, entry in DATA["combinations"].items()
        for name, r in entry["results"].items()
        if r["status"] != "same"
    )
    unexplained = [f"{name} on {combo}" for name, combo in differing if not compat.cause_ids(name, combo)]
    assert not unexplained, f"no cause in snippets/matrix_causes.yml for {unexplained}"
    unused = sorted(set(compat.causes()) - {name for name, _ in differing})
    assert not unused, f"snippets/matrix_causes.yml names snippets that differ nowhere: {unused}"
    for name, entry in compat.causes().items():
        if isinstance(entry, dict):
            named = sorted(set(entry) - {"*"} - {combo for n, combo in differing if n == name})
            assert not named, f"snippets/matrix_causes.yml: {name} does not differ on {named}"
    used = {i for name, combo in differing for i in compat.cause_ids(name, combo)}
    for lang in LANGS:
        texts = config(lang)["extra"]["matrix"]["causes"]
        missing = sorted(used - set(texts))
        assert not missing, f"{CONFIG_FILES[lang]}: no extra.matrix.causes text for {missing}"
        unused_texts = sorted(set(texts) - used)
        assert not unused_texts, (
            f"{CONFIG_FILES[lang]}: extra.matrix.causes explains nothing that differs: {unused_texts}"
        )


def test_the_notes_show_every_difference():
    """What the build writes under an example: one note per distinct output, with the output itself."""
    extra = config(DEFAULT_LANG)["extra"]["matrix"]
    page = (
        '# T\n\n```python\n--8<-- "clipping/tf2_distributed_fit.py"\n```\n\n'
        '```text\n--8<-- "clipping/tf2_distributed_fit.out"\n```\n'
    )
    written = compat.annotate(page, extra)
    for names, _status, shown in compat.differences("clipping/tf2_distributed_fit"):
        assert extra["differs"].format(combinations=compat.labels(names)) in written
        assert all(f"    {line}" in written for line in shown.splitlines())
    assert extra["checked"].format(combinations=compat.labels(list(DATA["combinations"]))) in written
