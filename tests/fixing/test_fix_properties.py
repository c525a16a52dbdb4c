"""Property: fixing any layout variant of a rule's fixable examples gives code that compiles, and fixing again
changes nothing.

Variants keep the example's meaning but move its tokens around: line breaks (with or without comments) inside
brackets, backslash continuations before attribute dots, comments at the ends of lines, the whole example nested
in a block indented with spaces or tabs, and CRLF line endings.
"""

from __future__ import annotations

import io
import tokenize
import warnings
from typing import List, Tuple

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from tests.rules.test_rule_examples import example_rules
from tflint_mem.core.catalog import Example, RuleMeta, load_catalog
from tflint_mem.engine.lint import lint_source
from tflint_mem.fixing.fixer import FixMode, fix_result

FIXABLE: List[Tuple[RuleMeta, Example]] = [
    (meta, example) for meta in load_catalog().values() for example in meta.bad if example.fixed is not None
]
WRAPPERS = ("", "def _variant():\n", "if True:\n", "class _Variant:\n")


def insertion_points(text: str) -> List[Tuple[int, str]]:
    """(offset, kind) where a layout change keeps the code's meaning: `break` inside brackets, `dot` before an
    attribute dot outside them, `eol` at the end of a logical line."""
    starts = [0]
    for line in text.splitlines(keepends=True):
        starts.append(starts[-1] + len(line))
    points = []
    depth = 0
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        start = starts[token.start[0] - 1] + token.start[1]
        end = starts[token.end[0] - 1] + token.end[1]
        if token.type == tokenize.OP and token.string in "([{":
            depth += 1
            points.append((end, "break"))
        elif token.type == tokenize.OP and token.string in ")]}":
            points.append((start, "break"))
            depth -= 1
        elif token.type == tokenize.OP and token.string == "," and depth:
            points.append((end, "break"))
        elif token.type == tokenize.OP and token.string == ".":
            points.append((start, "break" if depth else "dot"))
        elif token.type == tokenize.NEWLINE and token.string:
            points.append((start, "eol"))
    return points


@st.composite
def variants(draw: st.DrawFn) -> Tuple[RuleMeta, Example, str]:
    meta, example = draw(st.sampled_from(FIXABLE))
    text = example.code
    points = insertion_points(text)
    chosen = draw(st.lists(st.sampled_from(points), unique=True, max_size=8)) if points else []
    for offset, kind in sorted(chosen, reverse=True):
        indent = " " * draw(st.integers(0, 12))
        if kind == "break":
            comment = draw(st.sampled_from(["", "  # note", "  # (, ) . noqa"]))
            insert = f"{comment}\n{indent}"
        elif kind == "dot":
            insert = f" \\\n{indent}"
        else:
            insert = draw(st.sampled_from(["  # note", "  # noqa: TFM999", "\t# tab"]))
        text = text[:offset] + insert + text[offset:]
    wrapper = draw(st.sampled_from(WRAPPERS))
    if wrapper:
        unit = draw(st.sampled_from(["    ", "  ", "\t"]))
        body = "".join(unit + line if line.strip() else line for line in text.splitlines(keepends=True))
        text = wrapper + body
    if draw(st.booleans()):
        text = text.replace("\n", "\r\n")
    return meta, example, text


def compiles(text: str) -> bool:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            compile(text, "<variant>", "exec", dont_inherit=True)
    except SyntaxError:
        return False
    return True


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variants())
def test_fixing_any_layout_of_a_fixable_example_gives_code_that_compiles(case: Tuple[RuleMeta, Example, str]):
    meta, example, text = case
    assert compiles(text), "the generator must only make valid variants"
    rules = example_rules(meta, example)
    result = fix_result(lint_source(text, "variant.py", rules), rules, FixMode(unsafe=True))
    assert not result.internal_errors
    event(f"{meta.code} fixed" if result.fixed_source is not None else f"{meta.code} not fixed")
    if result.fixed_source is None:
        return
    fixed_text = result.fixed_source.text
    assert compiles(fixed_text)
    again = fix_result(lint_source(fixed_text, "variant.py", rules), rules, FixMode(unsafe=True))
    assert again.fixed_source is None and not again.internal_errors
