"""Every number in a page's prose, and what accounts for it.

The outputs under the code are asserted by the page tests; this module ties the sentences around them to
the same outputs. It reads the prose of a page (paragraphs, headings, lists, tables, admonitions and
their titles, tab labels, code annotations, inline code and math, image descriptions; not the code and
output fences) and puts every number in it into one class:

``printed``
    the same token is in the expected output of an executed block on the page;
``input``
    the same token is in the code of an executed block on the page (``10_000`` counts as ``10000``);
``quote``
    a footnote on the same line, ``4.9899998[^lab3]``, whose definition at the end of the page names the
    outside source (a link, or a title in quotes: the seed post, TensorFlow's documentation) and contains
    the number;
``derived``
    the number is the result of a derivation the test evaluates: an equation in inline code or math whose
    sides are plain arithmetic (`` `0.05 × 35 = 1.75` ``, `` `112 / 3 = 37.333…` ``), or a comment on the
    same line, ``<!-- derived: 0.37 ≈ 0.01 * 37.333336 -->``; the result must match at the precision it is
    written with (``…`` after it: the digits shown are the start of the value), and every number the
    derivation starts from must itself be accounted for;
``structural``
    an integer from 0 to 10 (counts, positions, small constants), a version number or a list or range of
    them right after the name of a product (``TensorFlow 2.9``, ``TensorFlow 2.16 to 2.21``,
    ``tf-keras==2.21.*``), or the exponent of a power of 2 or 10 in math (``2^{-23}``).

Numbers in headings, admonition titles and tab labels need no markup of their own: every class holds for
the whole page, so a title counts when the page's body accounts for the same number. A number found
nowhere is *unaccounted* and fails the test. Translations carry the same numbers as the English page:
the same multiset in every section (an integer from 0 to 10 in running text may be a word in one
language and a digit in another), and footnotes with the same numbers.

``python -m tools.checks.prose_numbers [--verbose] [lang/page.md ...]`` prints the count per class.
"""

from __future__ import annotations

import ast
import collections
import math
import operator
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from decimal import ROUND_DOWN, ROUND_HALF_EVEN, Decimal
from fractions import Fraction

import numpy as np

from tools.harness import cli
from tools.harness.model import DEFAULT_LANG, LANGS
from tools.harness.pages import (
    FOOTNOTE_DEFINITION_RE,
    FOOTNOTE_REF_RE,
    HEADING_ID_RE,
    LIST_ITEM_RE,
    Page,
    load_page,
    page_names,
    scan,
)

# A number: optional minus, digits (with thousands separators), decimals, exponent; not part of a word,
# an identifier (``float32``, ``x86-64``, ``SSE4.1``), a longer number or a version (``2.21.0``).
# ASCII classes: Korean particles and Chinese text follow and precede numbers directly ("37을", "为37").
NUMBER_RE = re.compile(
    r"(?<![A-Za-z0-9_.#\-^])-?\d+(?:,\d{3})*(?:\.\d+)?(?:[eE][-+]?\d+)?(?![A-Za-z0-9_]|\.\d)"
)
CODE_NUMBER_RE = re.compile(r"(?<![A-Za-z0-9_.#\-])-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?(?![A-Za-z0-9_]|\.\d)")
DIGIT_GROUP_RE = re.compile(r"(?<=\d)_(?=\d)")

INLINE_CODE_RE = re.compile(r"(`+)(.+?)\1")
LINK_TARGET_RE = re.compile(r"\]\([^)]*\)")
REFERENCE_DEFINITION_RE = re.compile(r"^\s*\[[^\]^][^\]]*\]:\s")
ATTR_LIST_RE = re.compile(r"\{:?\s*[#.\w][^}]*=?[^}]*\}\s*$|\{\s[^}]*\}")
COMMENT_RE = re.compile(r"<!--(?P<body>.*?)-->")
DERIVED_COMMENT_RE = re.compile(r"^\s*derived:(?P<items>.*)$", re.S)
TAG_RE = re.compile(r"</?[a-zA-Z][^>]*>")
LINK_OR_TITLE_RE = re.compile(r"\]\([^)]+\)|“[^”]+”|\*[^*]+\*|「[^」]+」|《[^》]+》")
PROSE_KINDS = ("text", "list-item", "heading", "tab", "admonition")

# Version numbers: right after a product's name.
PRODUCTS = (
    "TensorFlow",
    "TF",
    "Keras",
    "tf-keras",
    "Python",
    "NumPy",
    "numpy",
    "CUDA",
    "cuDNN",
    "scikit-learn",
    "MkDocs",
    "Material",
)
_VERSION = r"\d+(?:\.\d+)*(?![\w.]*\d)"
_VERSION_SEPARATOR = r"(?:,\s*|\s*(?:to|and|or|–|~|부터|와|과|및|到|至|和|、)\s*)"
# A version, or several (`TensorFlow 2.16 to 2.21`, `TensorFlow 2.16부터 2.21까지`), right after a product's
# name and a space or `==` (`tf-keras==2.21.*`).
VERSION_RE = re.compile(
    r"(?:"
    + "|".join(map(re.escape, PRODUCTS))
    + r")(?:\s+|==)(?P<versions>"
    + _VERSION
    + "(?:"
    + _VERSION_SEPARATOR
    + _VERSION
    + ")*)",
    re.IGNORECASE,
)
# In math: the exponent of a power of 2 or 10 is part of how the number is written.
POWER_RE = re.compile(r"(?<![\w.])(?:2|10)\s*\^\s*\{?\s*(?P<exponent>-?\d+)\s*\}?")
SMALL_INTEGERS = {str(n) for n in range(11)}

CLASSES = ("printed", "input", "quote", "derived", "structural")


@dataclass(frozen=True)
class Number:
    page_line: int
    token: str  # as written
    context: str  # the prose line, for messages
    start: int  # where in ``context``
    in_code: bool = False  # inside inline code or math: a value, not a counting word

    @property
    def subtracted(self) -> bool:
        """Written after a minus sign with a space (``7.625905 - 1.660500``): the number is the
        magnitude of a negative one."""
        return bool(re.search(r"[-−]\s+$", self.context[: self.start]))

    @property
    def value(self) -> str:
        return normalize(self.token)


@dataclass
class Accounting:
    page: Page
    numbers: list[Number] = field(default_factory=list)
    classes: list[str | None] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def unaccounted(self) -> list[Number]:
        return [n for n, c in zip(self.numbers, self.classes) if c is None]

    def counts(self) -> collections.Counter[str]:
        return collections.Counter(c or "unaccounted" for c in self.classes)


def normalize(token: str) -> str:
    """The number a token stands for, one spelling per value: ``10,000``, ``10_000`` and ``10000.0`` are
    ``10000``; ``-2.0`` is ``-2``; ``1e-5`` is ``0.00001``."""
    value = Decimal(token.replace(",", "").replace("_", ""))
    text = format(value.normalize(), "f")
    return "0" if text in ("-0", "0") else text


def numbers_in_code(text: str) -> set[str]:
    return {normalize(t) for t in CODE_NUMBER_RE.findall(DIGIT_GROUP_RE.sub("", text))}


# ---- reading the prose -------------------------------------------------------------------------------


@dataclass(frozen=True)
class ProseLine:
    page_line: int
    text: str  # stripped of markup that carries no prose: link targets, attribute lists, tags, comments
    # tools.harness.pages.scan's kind (text, list-item, heading, tab, admonition), or math: a ```math line
    kind: str
    comments: tuple[str, ...]  # bodies of HTML comments on the line
    code_open: str = ""  # the backticks of an inline code span that goes on on the next line


def prose_lines(page: Page) -> tuple[list[ProseLine], dict[str, str]]:
    """The page's prose lines (expanded as the site expands it) and its footnote definitions."""
    lines = scan(page.expanded)
    out: list[ProseLine] = []
    footnotes: dict[str, str] = {}
    in_math = False
    for line in lines:
        page_line = page.origins[line.index].page_line
        # The previous line of the paragraph left an inline code span open.
        continues = out and out[-1].code_open and out[-1].page_line == page_line - 1 and line.kind == "text"
        if line.kind == "fence":
            in_math = line.value == "math"
            continue
        if line.kind == "fence-end":
            in_math = False
            continue
        if line.kind == "fence-body" and in_math:
            out.append(ProseLine(page_line, "`#!math " + line.text.strip() + "`", "math", ()))
            continue
        if line.kind not in PROSE_KINDS:
            continue
        text = line.text
        if m := FOOTNOTE_DEFINITION_RE.match(text):
            footnotes[m.group("id")] = m.group("text").strip()
            continue  # the source of a quote: its numbers are what the page may quote from it
        if REFERENCE_DEFINITION_RE.match(text):
            continue
        if line.kind == "heading":
            text = HEADING_ID_RE.sub("", text)
        elif line.kind == "admonition":
            text = line.info  # the title; the kind is a keyword
        elif line.kind == "tab":
            text = line.value
        elif line.kind == "list-item":
            text = LIST_ITEM_RE.sub("", text, count=1)
        comments = tuple(m.group("body") for m in COMMENT_RE.finditer(text))
        text = strip_markup(text)
        # Inline code wrapped onto the next line: close it at the end of this line and reopen it at the
        # start of the next, so that both halves count as code.
        if continues:
            text = out[-1].code_open + " " + text  # the space: a backtick after it starts a run of its own
        unclosed = open_code(text) if line.kind in ("text", "list-item") else ""
        if unclosed:
            text += " " + unclosed
        out.append(ProseLine(page_line, text, line.kind, comments, unclosed))
    return out, footnotes


def open_code(text: str) -> str:
    """The backticks of an inline code span the line opens and does not close ('' if none): a span
    closes at the next run of as many backticks."""
    opened = ""
    for m in re.finditer(r"`+", text):
        if not opened:
            opened = m.group()
        elif m.group() == opened:
            opened = ""
    return opened


def strip_markup(text: str) -> str:
    """Prose without what a reader does not read as text: comments, link targets, attribute lists, tags."""
    text = COMMENT_RE.sub("", text)
    text = LINK_TARGET_RE.sub("]", text)
    text = ATTR_LIST_RE.sub("", text)
    return TAG_RE.sub("", text)


def tokens(line: ProseLine) -> list[Number]:
    """The numbers on a prose line."""
    spans = [m.span() for m in INLINE_CODE_RE.finditer(line.text)]
    found = []
    for m in NUMBER_RE.finditer(line.text):
        in_code = any(a <= m.start() < b for a, b in spans)
        found.append(Number(line.page_line, m.group(), line.text, m.start(), in_code))
    return found


# ---- derivations ----------------------------------------------------------------------------------------

_OPERATORS: dict[type[ast.operator], Callable[[Fraction | float, Fraction | float], Fraction | float]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.Pow: operator.pow,
}
_FUNCTIONS: dict[str, Callable[[float], float]] = {
    "sqrt": math.sqrt,
    "exp": math.exp,
    "log": math.log,
    "abs": abs,
    "f32": lambda x: float(np.float32(x)),  # the nearest float32, as TensorFlow stores it
}


class NotArithmetic(Exception):
    pass


def evaluate(expression: str) -> Fraction | float:
    """Plain arithmetic on decimal literals, exactly where it can be (fractions), else in float64."""
    try:
        tree = ast.parse(expression.strip(), mode="eval")
    except SyntaxError as exc:
        raise NotArithmetic(expression) from exc

    def value(node: ast.AST) -> Fraction | float:
        if (
            isinstance(node, ast.Constant)
            and isinstance(node.value, int | float)
            and not isinstance(node.value, bool)
        ):
            literal = ast.get_source_segment(expression.strip(), node) or repr(node.value)
            return Fraction(Decimal(literal.replace("_", "")))
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
            inner = value(node.operand)
            return -inner if isinstance(node.op, ast.USub) else inner
        if isinstance(node, ast.BinOp) and type(node.op) in _OPERATORS:
            left, right = value(node.left), value(node.right)
            if isinstance(node.op, ast.Pow) and not (isinstance(right, Fraction) and right.denominator == 1):
                power: float = float(left) ** float(right)
                return power
            if isinstance(node.op, ast.Div) and right == 0:
                raise NotArithmetic(expression)
            return _OPERATORS[type(node.op)](left, right)
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in _FUNCTIONS
            and len(node.args) == 1
            and not node.keywords
        ):
            return _FUNCTIONS[node.func.id](float(value(node.args[0])))
        raise NotArithmetic(expression)

    return value(tree.body)


def matches(result: Fraction | float, written: str, approximate: bool, truncated: bool) -> bool:
    """Does ``result`` give ``written`` at the precision ``written`` has?"""
    token = written.replace(",", "").replace("_", "")  # as written: `1.660500` has six decimals
    exact = Decimal(token)
    if isinstance(result, float) and not math.isfinite(result):
        return False
    value = (
        Decimal(result.numerator) / Decimal(result.denominator)
        if isinstance(result, Fraction)
        else Decimal(result)
    )
    if "e" in token.lower():
        mantissa, _, exponent = token.lower().partition("e")
        quantum = Decimal(1).scaleb(int(exponent) - len(mantissa.split(".")[1] if "." in mantissa else ""))
    elif "." in token:
        quantum = Decimal(1).scaleb(-len(token.split(".")[1]))
    elif approximate:  # "about 400": the trailing zeros are not significant
        zeros = len(token) - len(token.rstrip("0")) if token.strip("-0") else 0
        quantum = Decimal(1).scaleb(min(zeros, len(token.lstrip("-")) - 1))
    else:
        quantum = Decimal(1)
    rounding = ROUND_DOWN if truncated else ROUND_HALF_EVEN
    return (value / quantum).quantize(Decimal(1), rounding=rounding) == (exact / quantum).quantize(Decimal(1))


def python_arithmetic(text: str, math_span: bool) -> str:
    """Prose arithmetic as Python: ×, ·, −, √ and, in math, TeX's \\times, \\cdot, ^{…}, \\frac, \\sqrt."""
    if math_span:
        # 1.2 \times 10^{-7} is one number, written as 1.2e-7
        text = re.sub(r"(\d+(?:\.\d+)?)\s*\\times\s*10\^\{(-?\d+)\}", r"\1e\2", text)
        text = re.sub(r"\\frac\{([^{}]*)\}\{([^{}]*)\}", r"((\1)/(\2))", text)
        text = re.sub(r"\\sqrt\{([^{}]*)\}", r"sqrt(\1)", text)
        text = re.sub(r"\^\{([^{}]*)\}", r"**(\1)", text)
        text = text.replace(r"\times", "*").replace(r"\cdot", "*").replace(r"\approx", "≈")
        text = re.sub(r"\\[,;!]", "", text)
    text = text.replace("×", "*").replace("·", "*").replace("−", "-").replace("^", "**")
    text = re.sub(r"√(\d+(?:\.\d+)?)", r"sqrt(\1)", text)
    return text


SIDE_RE = re.compile(r"(?<![=!<>])(=|≈)(?!=)")


@dataclass
class Derivation:
    page_line: int
    written: str  # the derived number as written (or the right side of an equation)
    expression: str
    operands: list[str]  # numbers the expression starts from
    holds: bool
    result: str
    source: str  # the text it was read from

    def results(self) -> set[str]:
        """The numbers the derivation accounts for: those on its right side (in math, ``1.2e-7`` also as
        ``1.2``: math writes it ``1.2 \\times 10^{-7}``)."""
        written = self.written.strip()
        out = {normalize(written)} if NUMBER_RE.fullmatch(written) else numbers_in_code(written)
        if self.source.startswith("#!math "):
            out |= {normalize(n.lower().partition("e")[0]) for n in CODE_NUMBER_RE.findall(written)}
        return out


def inline_derivations(line: ProseLine) -> list[Derivation]:
    """Equations in the line's inline code and math whose sides are plain arithmetic."""
    found = []
    for m in INLINE_CODE_RE.finditer(line.text):
        span = m.group(2)
        math_span = span.startswith("#!math ")
        if span.startswith("#!") and not math_span:
            continue
        body = span[len("#!math ") :] if math_span else span
        sides = SIDE_RE.split(python_arithmetic(body, math_span))
        parts, relations = sides[0::2], sides[1::2]
        for left, relation, right in zip(parts, relations, parts[1:]):
            right_text = right.strip()
            truncated = right_text.endswith("…")
            right_text = right_text.rstrip("…").strip()
            try:
                result = evaluate(left)
                written = evaluate(right_text)
            except (NotArithmetic, ValueError, ZeroDivisionError, OverflowError):
                continue
            single = CODE_NUMBER_RE.fullmatch(right_text)
            if single:
                holds = matches(result, right_text, relation == "≈", truncated)
            else:
                holds = abs(float(result) - float(written)) <= 1e-12 * max(1.0, abs(float(written)))
            found.append(
                Derivation(
                    line.page_line,
                    right_text,
                    left.strip(),
                    operands(left),
                    holds,
                    _show(result),
                    span,
                )
            )
    return found


def comment_derivations(line: ProseLine, errors: list[str], where: str) -> list[Derivation]:
    found = []
    for body in line.comments:
        m = DERIVED_COMMENT_RE.match(body)
        if not m:
            continue
        for item in filter(None, (i.strip() for i in m.group("items").split(";"))):
            parts = SIDE_RE.split(item)
            if len(parts) != 3 or not NUMBER_RE.fullmatch(parts[0].strip()):
                errors.append(
                    f"{where}:{line.page_line}: cannot read the derivation {item!r}: write `N = expression`"
                )
                continue
            written, relation, expression = parts[0].strip(), parts[1], parts[2].strip()
            truncated = expression.endswith("…")
            expression = expression.rstrip("…")
            try:
                result = evaluate(python_arithmetic(expression, False))
            except (NotArithmetic, ValueError, ZeroDivisionError, OverflowError):
                errors.append(f"{where}:{line.page_line}: the derivation {item!r} is not plain arithmetic")
                continue
            holds = matches(result, written, relation == "≈", truncated)
            found.append(
                Derivation(
                    line.page_line,
                    written,
                    expression,
                    operands(python_arithmetic(expression, False)),
                    holds,
                    _show(result),
                    item,
                )
            )
    return found


PYTHON_POWER_RE = re.compile(r"(?<![\w.])(2|10)\s*\*\*\s*\(?\s*-?\d+\s*\)?")


def operands(expression: str) -> list[str]:
    """The numbers a derivation starts from; the exponent of a power of 2 or 10 is notation, as in math."""
    return sorted(numbers_in_code(PYTHON_POWER_RE.sub(r"\1", expression)))


def _show(result: Fraction | float) -> str:
    return f"{float(result):.12g}"


# ---- accounting ------------------------------------------------------------------------------------------


def account(page: Page) -> Accounting:
    acc = Accounting(page)
    where = f"{page.lang}/{page.name}"
    printed: set[str] = set()
    inputs: set[str] = set()
    for block in page.executed:
        printed |= numbers_in_code(block.expected_output or "")
        inputs |= numbers_in_code(block.code)
    lines, footnotes = prose_lines(page)

    quoted: set[str] = set()
    structural: set[str] = set(SMALL_INTEGERS)
    derivations: list[Derivation] = []
    line_numbers = [tokens(line) for line in lines]
    for line, numbers in zip(lines, line_numbers):
        on_line = {n.value for n in numbers}
        for m in FOOTNOTE_REF_RE.finditer(line.text):
            definition = footnotes.get(m.group("id"))
            if definition is None:
                acc.errors.append(
                    f"{where}:{line.page_line}: footnote [^{m.group('id')}] is not defined on the page"
                )
                continue
            if not LINK_OR_TITLE_RE.search(definition):
                acc.errors.append(
                    f"{where}:{line.page_line}: footnote [^{m.group('id')}] does not name its source "
                    "(a link, or a title in “quotes” or *italics*)"
                )
            # The numbers the footnote quotes, where the line uses them.
            quoted |= on_line & {normalize(t) for t in NUMBER_RE.findall(strip_markup(definition))}
        for m in VERSION_RE.finditer(line.text):
            structural |= {normalize(v) for v in re.findall(r"\d+(?:\.\d+)*", m.group("versions"))}
        if line.kind == "math" or "#!math" in line.text:
            for m in POWER_RE.finditer(line.text):
                structural.add(m.group("exponent"))
        derivations += inline_derivations(line)
        derivations += comment_derivations(line, acc.errors, where)

    referenced = list(
        dict.fromkeys(m.group("id") for line in lines for m in FOOTNOTE_REF_RE.finditer(line.text))
    )
    if referenced != [key for key in footnotes if key in referenced]:
        acc.errors.append(
            f"{where}: define the footnotes in the order they are first referenced "
            f"({', '.join(referenced)}): the site numbers them in the order of the definitions, "
            "the notebooks in the order of reference"
        )
    unused = [key for key in footnotes if key not in referenced]
    if unused:
        acc.errors.append(f"{where}: footnote(s) {', '.join(unused)} defined but never referenced")

    base = printed | inputs | quoted | structural
    derived = {v for d in derivations if d.holds for v in d.results()}
    for d in derivations:
        if not d.holds:
            acc.errors.append(
                f"{where}:{d.page_line}: {d.written} does not follow from {d.expression} (= {d.result}); "
                f"in {d.source!r}"
            )
            continue
        known = base | (derived - d.results())
        # An operand's sign is the operator's: `7.625905 - 1.660500` starts from -1.660500.
        magnitudes = {k.lstrip("-") for k in known}
        missing = [o for o in d.operands if o.lstrip("-") not in magnitudes]
        if missing:
            acc.errors.append(
                f"{where}:{d.page_line}: {d.written} is derived from {', '.join(missing)}, which the page "
                f"does not account for (printed, input, quoted or structural); in {d.source!r}"
            )

    for number in (n for numbers in line_numbers for n in numbers):
        cls = _classify(number.value, printed, inputs, quoted, derived, structural)
        if cls is None and number.subtracted:
            cls = _classify(normalize("-" + number.value), printed, inputs, quoted, derived, structural)
        acc.numbers.append(number)
        acc.classes.append(cls)
    return acc


def _classify(
    value: str,
    printed: set[str],
    inputs: set[str],
    quoted: set[str],
    derived: set[str],
    structural: set[str],
) -> str | None:
    for name, values in (
        ("printed", printed),
        ("input", inputs),
        ("quote", quoted),
        ("derived", derived),
        ("structural", structural),
    ):
        if value in values:
            return name
    return None


def describe(acc: Accounting, number: Number) -> str:
    where = f"{acc.page.lang}/{acc.page.name}:{number.page_line}"
    context = number.context.strip()
    at = context.find(number.token)
    excerpt = context[max(0, at - 50) : at + len(number.token) + 30]
    return (
        f"{where}: {number.token} is not accounted for (not printed or in the code of a block on the page, "
        f"not a quote [^source], not derived, not structural): …{excerpt}…"
    )


def problems(acc: Accounting, english: Page | None = None) -> list[str]:
    """Everything wrong with a page's numbers: the unaccounted ones, markup and derivation errors and,
    given the English page, what the translation adds or drops."""
    out = [describe(acc, n) for n in acc.unaccounted()] + acc.errors
    if english is not None:
        out += compare_translation(english, acc.page)
    return out


# ---- translations ----------------------------------------------------------------------------------------


def sections(lines: list[ProseLine]) -> list[tuple[int, str, list[Number]]]:
    """(page line of the heading, heading, numbers) for each section of a page's prose lines, in order;
    section 0 is before the first heading."""
    out: list[tuple[int, str, list[Number]]] = [(1, "the top of the page", [])]
    for line in lines:
        if line.kind == "heading":
            out.append((line.page_line, line.text.strip(), []))
        out[-1][2].extend(tokens(line))
    return out


def _beyond(numbers: list[Number], allowed: collections.Counter[str]) -> list[Number]:
    """The numbers in excess of ``allowed`` (value -> count), the first occurrences of each value."""
    excess = collections.Counter(n.value for n in numbers) - allowed
    out = []
    for number in numbers:
        if excess[number.value] > 0:
            excess[number.value] -= 1
            out.append(number)
    return out


def compare_translation(english: Page, page: Page) -> list[str]:
    """A translation has the numbers of the English page, section by section (in any order within one)."""
    en_lines, en_notes = prose_lines(english)
    lines, notes = prose_lines(page)
    ours, theirs = sections(en_lines), sections(lines)
    if len(ours) != len(theirs):
        return [f"{page.lang}/{page.name}: {len(theirs) - 1} headings, the English page has {len(ours) - 1}"]
    errors = []
    if sorted(en_notes) != sorted(notes):
        errors.append(
            f"{page.lang}/{page.name}: footnotes {sorted(notes)}, the English page has {sorted(en_notes)}"
        )
    for key in sorted(set(en_notes) & set(notes)):
        want_notes = sorted(normalize(t) for t in NUMBER_RE.findall(strip_markup(en_notes[key])))
        have_notes = sorted(normalize(t) for t in NUMBER_RE.findall(strip_markup(notes[key])))
        if want_notes != have_notes:
            errors.append(
                f"{page.lang}/{page.name}: footnote [^{key}] quotes {', '.join(have_notes) or 'no number'}, "
                f"the English one {', '.join(want_notes) or 'no number'}"
            )
    for (en_line, en_heading, en_numbers), (_line, _heading, numbers) in zip(ours, theirs):
        # Small integers in running text are counting words ("two replicas", "0을 반환"): a translation
        # may write them as words. In inline code and math they are values and must be there.
        en_numbers = [n for n in en_numbers if n.in_code or n.value not in SMALL_INTEGERS]
        numbers = [n for n in numbers if n.in_code or n.value not in SMALL_INTEGERS]
        for number in _beyond(numbers, collections.Counter(n.value for n in en_numbers)):
            errors.append(
                f"{page.lang}/{page.name}:{number.page_line}: {number.token} is not in the English "
                f"section (en/{english.name}:{en_line} {en_heading}); a translation may not add a number"
            )
        for number in _beyond(en_numbers, collections.Counter(n.value for n in numbers)):
            errors.append(
                f"{page.lang}/{page.name}: drops {number.token} of en/{english.name}:{number.page_line} "
                f"(section {en_heading}); a translation may not drop or alter a number"
            )
    return errors


# ---- command line ----------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = cli.parser(__name__, __doc__)
    parser.add_argument("pages", nargs="*", help="lang/page.md (default: every page in every language)")
    parser.add_argument("--verbose", "-v", action="store_true", help="list every number and its class")
    args = parser.parse_args(argv)
    chosen = args.pages or [f"{lang}/{name}" for lang in LANGS for name in page_names(lang)]
    totals: dict[str, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    failed = False
    for item in chosen:
        lang, name = item.split("/", 1)
        acc = account(load_page(lang, name))
        totals[lang].update(acc.counts())
        for number, cls in zip(acc.numbers, acc.classes):
            if args.verbose:
                print(f"{lang}/{name}:{number.page_line}: {number.token:>14}  {cls or 'UNACCOUNTED'}")
        english = load_page(DEFAULT_LANG, name) if lang != DEFAULT_LANG else None
        for problem in problems(acc, english):
            print(problem)
            failed = True
    for lang, counts in totals.items():
        total = sum(counts.values())
        print(f"{lang}: {total} numbers: " + ", ".join(f"{counts[c]} {c}" for c in (*CLASSES, "unaccounted")))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
