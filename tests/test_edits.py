"""Applying edits by row and column, and choosing fixes that can be applied together."""

from __future__ import annotations

import pytest

from tflint_mem.core.findings import Edit, Finding, Fix, Location
from tflint_mem.fixing.edits import EditConflict, apply_edits, compatible_fixes


def edit(content: str, row: int, column: int, end_row: int, end_column: int) -> Edit:
    return Edit(content, Location(row, column), Location(end_row, end_column))


def with_fix(row: int, fix: Fix) -> Finding:
    return Finding("TFM004", "r", "m", "a.py", Location(row, 1), Location(row, 2), fix=fix)


def test_edits_apply_by_row_and_exclusive_end_column():
    text = "a = f(x, n=128)\nb = 2\n"
    assert apply_edits(text, [edit("64", 1, 12, 1, 15), edit("3", 2, 5, 2, 6)]) == "a = f(x, n=64)\nb = 3\n"


def test_insertion_and_multi_line_replacement():
    text = "for x in y:\n    f(x)\n    g(x)\n"
    assert apply_edits(text, [edit("    clear()\n", 2, 1, 2, 1)]) == "for x in y:\n    clear()\n    f(x)\n    g(x)\n"
    assert apply_edits(text, [edit("h(x)", 2, 5, 3, 9)]) == "for x in y:\n    h(x)\n"


def test_crlf_rows_are_counted_like_libcst():
    assert apply_edits("a = 1\r\nb = 2\r\n", [edit("3", 2, 5, 2, 6)]) == "a = 1\r\nb = 3\r\n"


def test_overlapping_or_out_of_range_edits_raise():
    with pytest.raises(EditConflict):
        apply_edits("abcdef\n", [edit("x", 1, 1, 1, 4), edit("y", 1, 3, 1, 5)])
    with pytest.raises(EditConflict):
        apply_edits("abc\n", [edit("x", 5, 1, 5, 2)])


def test_compatible_fixes_skip_unsafe_unless_asked_and_skip_overlaps():
    safe = Fix("safe", "s", (edit("1", 1, 1, 1, 3),))
    overlapping = Fix("safe", "o", (edit("2", 1, 2, 1, 4),))
    unsafe = Fix("unsafe", "u", (edit("3", 2, 1, 2, 2),))
    findings = [with_fix(1, safe), with_fix(1, overlapping), with_fix(2, unsafe)]
    assert compatible_fixes(findings) == [safe]
    assert compatible_fixes(findings, include_unsafe=True) == [safe, unsafe]


def test_two_insertions_at_one_point_are_not_both_chosen():
    first = Fix("safe", "a", (edit("x", 1, 1, 1, 1),))
    second = Fix("safe", "b", (edit("y", 1, 1, 1, 1),))
    assert compatible_fixes([with_fix(1, first), with_fix(1, second)]) == [first]
