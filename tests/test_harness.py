"""The harness's guards fire: each fixture page breaks one page convention, and tools/harness/pages.py must
refuse it with a message naming the line (a guard that never fires would let a block go unasserted)."""

from __future__ import annotations

import textwrap

import pytest

from tools.harness.model import ROOT, SNIPPETS
from tools.harness.pages import annotation_count, load_page, outline

SNIPPET = "clipping/tf2_global_norm"  # a real snippet and its output
MARKERS = annotation_count((SNIPPETS / f"{SNIPPET}.py").read_text(encoding="utf-8"))
ITEMS = "".join(f"    {n}.  What marked line {n} does.\n" for n in range(1, MARKERS + 1))
TF2 = f'''\
=== "TF2"

    ```python{{options}}
    --8<-- "{SNIPPET}.py"
    ```

{ITEMS}
    <!--pytest-codeblocks:expected-output-->
    ```text title="Output"
    --8<-- "{SNIPPET}.out"
    ```
'''


def _page(body: str):
    return load_page("en", "fixture.md", "---\nnotebook: true\n---\n\n# Fixture\n\n" + textwrap.dedent(body))


def _errors(body: str) -> str:
    return "\n".join(_page(body).errors)


def test_a_page_that_keeps_the_conventions_passes():
    page = _page(TF2.format(options=' hl_lines="2 3" linenums="1"'))
    assert not page.errors, page.errors
    [block] = page.executed
    assert (block.snippet, block.syntax, block.options) == (
        f"{SNIPPET}.py",
        "python",
        {"hl_lines": "2 3", "linenums": "1"},
    )
    assert block.page_line == 9 and block.expected_snippet == f"{SNIPPET}.out"


@pytest.mark.parametrize(
    "body, message",
    [
        pytest.param(
            "```py\nprint(1)\n```\n", "fixture.md:7: fence ```py is neither executed", id="py-fence"
        ),
        pytest.param("```\nprint(1)\n```\n", "fence ``` is neither executed", id="no-language"),
        pytest.param("~~~python\nprint(1)\n~~~\n", "fixture.md:7: `~~~` fence", id="tilde-fence"),
        pytest.param(
            TF2.format(options=' title="x.py"'), "fence option(s) title on an executed block", id="title"
        ),
        pytest.param(
            TF2.format(options=' hl_lines="99"'), "hl_lines entry '99' is outside the block's", id="hl-range"
        ),
        pytest.param(TF2.format(options=' hl_lines="a"'), "hl_lines entry 'a' is not a line", id="hl-syntax"),
        pytest.param(
            TF2.format(options="").replace('=== "TF2"', '=== "TF1 (`tf.compat.v1`)"'),
            "fixture.md:7: a TF1 tab without a TF2 tab before it",
            id="lone-tf1-tab",
        ),
        pytest.param(
            TF2.format(options="").replace(ITEMS, ""),
            f"fixture.md:9: the code has {MARKERS} annotation marker(s) but the list after it numbers "
            "nothing",
            id="no-annotations",
        ),
        pytest.param(
            TF2.format(options="").replace(ITEMS, ITEMS + f"    {MARKERS + 1}.  One too many.\n"),
            f"the code has {MARKERS} annotation marker(s) "
            f"but the list after it numbers {list(range(1, MARKERS + 2))}",
            id="extra-annotation",
        ),
        pytest.param(
            "```python\nprint(1)\n```\n",
            "fixture.md:7: executed block without an expected output",
            id="no-output",
        ),
        pytest.param(
            "<!--pytest-codeblocks:skip-->\n```python\nprint(1)\n```\n\n<!--pytest-codeblocks:expected-output-->\n"
            "```text\n1\n```\n",
            "skip/xfail markers are not allowed",
            id="skip-marker",
        ),
        pytest.param(
            f'```text\n--8<-- "{SNIPPET}.py"\n```\n',
            "a snippet .py included in a non-executed fence",
            id="py-shown",
        ),
        pytest.param(
            f'```text\n--8<-- "{SNIPPET}.out"\n```\n', "an .out file shown without", id="out-unmarked"
        ),
        pytest.param(
            '```python\n--8<-- "no/such_file.py"\n```\n', "cannot expand includes", id="missing-snippet"
        ),
        pytest.param(
            "<!--pytest-codeblocks:expected-output-->\n```text\n1\n```\n",
            "pytest-codeblocks",
            id="output-without-code",
        ),
    ],
)
def test_each_guard_fires(body, message):
    errors = _errors(body)
    assert message in errors, f"expected {message!r} among the page's errors, got:\n{errors or '(none)'}"


def test_translations_must_keep_the_skeleton():
    en = TF2.format(options=' hl_lines="2"')
    assert outline(en) == outline(en.replace("What marked line", "표시한 줄"))
    assert outline(en) == outline(en.replace('title="Output"', 'title="출력"'))  # titles are translated
    for changed in (
        en.replace('hl_lines="2"', 'hl_lines="3"'),
        en.replace('"TF2"', '"TF 2"'),
        en.replace("    1.  What", "    1. What"),
        en + "\n## A heading\n",
    ):
        assert outline(en) != outline(changed)


def test_a_language_is_data(tmp_path):
    """A fourth language is a row in mkdocs.yml's language selector, its mkdocs.<code>.yml and its pages:
    the model finds it with no Python edit (the glossary's columns and the build's language names come
    from the same names), and a row without its configuration is an error, not a silent skip."""
    from tools.harness.model import languages

    source = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    row = "    - name: 中文\n      link: ../zh/\n      lang: zh\n"
    assert row in source
    (tmp_path / "mkdocs.yml").write_text(
        source.replace(row, row + "    - name: 日本語\n      link: ../ja/\n      lang: ja\n"),
        encoding="utf-8",
    )
    for code in ("ko", "zh"):
        (tmp_path / f"mkdocs.{code}.yml").write_text("INHERIT: mkdocs.yml\n", encoding="utf-8")
    with pytest.raises(FileNotFoundError, match=r"mkdocs\.ja\.yml"):
        languages(tmp_path)
    (tmp_path / "mkdocs.ja.yml").write_text("INHERIT: mkdocs.yml\ndocs_dir: docs/ja\n", encoding="utf-8")
    found = languages(tmp_path)
    assert [(lang.code, lang.name, lang.config_file) for lang in found] == [
        ("en", "English", "mkdocs.yml"),
        ("ko", "한국어", "mkdocs.ko.yml"),
        ("zh", "中文", "mkdocs.zh.yml"),
        ("ja", "日本語", "mkdocs.ja.yml"),
    ]
    assert found[-1].docs == tmp_path / "docs" / "ja"


def test_test_ids_name_example_language_and_page_without_a_line():
    """Test ids stay when a sentence above a block moves: example@lang/page, never a line number."""
    from tools.harness.pages import load_page

    page = load_page("ko", "clipping.md")
    ids = [str(block) for block in page.executed]
    assert "clipping/tf2_global_norm@ko/clipping" in ids
    assert len(set(ids)) == len(ids)
    assert not any(ch == ":" for i in ids for ch in i)
    assert page.executed[0].where.startswith("ko/clipping.md:")


def test_settle_refuses_a_left_folder_without_writing_it():
    """`make outputs` (settle with update) copies a snippet's top-level files to docs/img/; a folder the
    snippet left behind (a checkpoint, a SavedModel) is reported, not copied, and nothing is created."""
    from tools.harness.execute import IMAGES, Proc, settle
    from tools.harness.model import examples

    example = next(e for e in examples() if str(e) == SNIPPET)
    proc = Proc(0, example.out.read_text(encoding="utf-8"), "", fresh=True)
    changes = settle(example, proc, {"ckpt/model.index": b"x"}, update=True)
    assert len(changes) == 1 and "leaves ckpt/model.index in its folder" in changes[0], changes
    assert not (IMAGES / "ckpt").exists()
