"""Text edits: positions, minimal spans, and one pass of fixes that never overlap."""

from __future__ import annotations

import pytest

from tflint_mem.core.findings import Edit, Finding, Fix, Location
from tflint_mem.fixing.apply import apply_fixes
from tflint_mem.source.lines import LineIndex, minimal_span


def finding(row: int, *edits: Edit, applicability: str = "safe", code: str = "TFM004") -> Finding:
    fix = Fix(applicability=applicability, message="fix it", edits=edits)
    return Finding(code, "rule", "message", "m.py", Location(row, 1), Location(row, 2), fix=fix)


def edit(content: str, start: tuple, end: tuple) -> Edit:
    return Edit(content, Location(*start), Location(*end))


def everything(fix: Fix) -> bool:
    return True


def test_line_index_counts_crlf_and_lone_cr_as_one_line_break():
    index = LineIndex("a\r\nbc\rd\ne")
    assert [index.offset(row, 1) for row in (1, 2, 3, 4)] == [0, 3, 6, 8]
    assert index.location(4) == Location(2, 2)
    assert [index.line(row) for row in (1, 2, 3, 4)] == ["a", "bc", "d", "e"]


def test_line_index_does_not_break_at_form_feed():
    index = LineIndex("a\x0cb\nc")
    assert index.line(1) == "a\x0cb" and index.offset(2, 1) == 4


def test_the_row_after_the_last_is_the_end_of_a_text_without_a_final_line_break():
    # libcst ends a block that closes such a file there (instillai/TensorFlow-Course linearregression.py).
    assert LineIndex("a\nb").offset(3, 1) == 3
    with pytest.raises(ValueError):
        LineIndex("a\nb\n").offset(4, 1)
    with pytest.raises(ValueError):
        LineIndex("a\nb").offset(3, 2)


def test_a_fix_of_a_loop_that_ends_the_file_without_a_line_break_does_not_fail(tmp_path):
    from tests.conftest import lint

    code = "import tensorflow as tf\nfor c in cps:\n    model = tf.keras.Sequential()\n    model.load_weights(c)"
    [finding] = lint(code, ["TFM009"])
    assert finding.code == "TFM009"


def test_minimal_span_keeps_common_prefix_and_suffix():
    assert minimal_span("f(x)", "f(x, y=1)", 10) == (13, 13, ", y=1")


def test_minimal_span_never_cuts_a_number():
    # "64" -> "4" shares the "4", but an edit deleting only the "6" would read badly in --diff and JSON.
    assert minimal_span("=64)", "=4)", 0) == (1, 3, "4")


def test_minimal_span_never_cuts_a_name():
    assert minimal_span("cache_a", "cache_b", 0) == (0, 7, "cache_b")


def test_fixes_apply_in_one_pass():
    text = "a = 1\nb = 2\n"
    one = finding(1, edit("10", (1, 5), (1, 6)))
    two = finding(2, edit("20", (2, 5), (2, 6)))
    applied = apply_fixes(text, [two, one], everything)
    assert applied.text == "a = 10\nb = 20\n"
    assert applied.fixed == (one, two)


def test_overlapping_fix_waits_for_the_next_pass():
    text = "value = 12345\n"
    first = finding(1, edit("X", (1, 9), (1, 11)))
    overlapping = finding(1, edit("Y", (1, 10), (1, 13)))
    applied = apply_fixes(text, [overlapping, first], everything)
    assert applied.text == "value = X345\n"
    assert applied.fixed == (first,)


def test_touching_fixes_are_not_applied_together():
    text = "ab\n"
    left = finding(1, edit("A", (1, 1), (1, 2)))
    right = finding(1, edit("B", (1, 2), (1, 3)))
    assert apply_fixes(text, [left, right], everything).fixed == (left,)


def test_identical_fixes_apply_once_and_both_count_as_fixed():
    text = "x = 1\n"
    one = finding(1, edit("2", (1, 5), (1, 6)), code="TFM004")
    same = finding(1, edit("2", (1, 5), (1, 6)), code="TFM011")
    applied = apply_fixes(text, [one, same], everything)
    assert applied.text == "x = 2\n" and set(applied.fixed) == {one, same}


def test_a_fix_with_several_edits_applies_all_or_nothing():
    text = "a b c\n"
    both_ends = finding(1, edit("A", (1, 1), (1, 2)), edit("C", (1, 5), (1, 6)))
    middle = finding(1, edit("B", (1, 3), (1, 4)))
    applied = apply_fixes(text, [both_ends, middle], everything)
    assert applied.text == "A B C\n" and applied.fixed == (both_ends, middle)
    blocked = apply_fixes(text, [finding(1, edit("X", (1, 1), (1, 4))), both_ends], everything)
    assert blocked.text == "X c\n"


def test_unwanted_fixes_are_skipped():
    text = "x = 1\n"
    unsafe = finding(1, edit("2", (1, 5), (1, 6)), applicability="unsafe")
    applied = apply_fixes(text, [unsafe], lambda fix: fix.applicability == "safe")
    assert applied.text == text and applied.fixed == ()


def test_edit_outside_the_text_is_ignored():
    text = "x = 1\n"
    stray = finding(1, edit("2", (9, 1), (9, 2)))
    assert apply_fixes(text, [stray], everything).fixed == ()


def test_crlf_text_keeps_its_line_endings():
    text = "a = 1\r\nb = 2\r\n"
    applied = apply_fixes(text, [finding(2, edit("3", (2, 5), (2, 6)))], everything)
    assert applied.text == "a = 1\r\nb = 3\r\n"
