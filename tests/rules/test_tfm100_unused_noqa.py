"""TFM100 unused-noqa: which suppressions are judged, and the fix that removes them."""

from __future__ import annotations

from tests.conftest import fixed, lint

PIPELINE = (
    "import tensorflow as tf\nds = tf.data.Dataset.range(9).map(lambda x: x, num_parallel_calls={value}){comment}\n"
)


def pipeline(value: int, comment: str) -> str:
    return PIPELINE.format(value=value, comment=comment)


def findings(code: str, select=None):
    return [(f.code, f.location.row, f.message) for f in lint(code, select)]


def test_code_that_suppresses_a_finding_is_used():
    assert findings(pipeline(128, "  # noqa: TFM004")) == []


def test_code_that_suppresses_nothing_is_reported_at_the_comment():
    code = pipeline(4, "  # noqa: TFM004")
    [finding] = lint(code)
    assert (finding.code, finding.message) == ("TFM100", "Unused `noqa` directive (unused: `TFM004`)")
    assert finding.location.column == code.splitlines()[1].index("# noqa") + 1
    assert finding.end_location.column == len(code.splitlines()[1]) + 1


def test_only_the_unused_codes_of_a_list_are_reported():
    [finding] = lint(pipeline(128, "  # noqa: TFM001, TFM004, TFM005"))
    assert finding.message == "Unused `noqa` directive (unused: `TFM001`, `TFM005`)"


def test_codes_of_other_tools_and_bare_noqa_are_left_alone():
    assert findings(pipeline(4, "  # noqa: E501")) == []
    assert findings(pipeline(4, "  # noqa")) == []


def test_codes_of_rules_not_enabled_are_not_judged():
    assert [c for c, *_ in findings(pipeline(4, "  # noqa: TFM004"), ["TFM001", "TFM100"])] == []
    assert [c for c, *_ in findings(pipeline(4, "  # noqa: TFM004"), ["TFM004", "TFM100"])] == ["TFM100"]


def test_files_without_any_triggered_rule_are_still_judged():
    assert [c for c, *_ in findings("x = 1  # noqa: TFM004\n")] == ["TFM100"]


def test_unparseable_file_gets_no_unused_noqa_report():
    assert [c for c, *_ in findings("x = (  # noqa: TFM004\n")] == ["TFM000"]


def test_unused_noqa_can_itself_be_suppressed():
    assert findings(pipeline(4, "  # noqa: TFM004, TFM100")) == []
    assert findings("# tflint-mem: noqa: TFM100\n" + pipeline(4, "  # noqa: TFM004")) == []


def test_rule_that_failed_does_not_make_its_noqa_unused(monkeypatch):
    from tflint_mem.rules.oversized_num_parallel_calls import OversizedNumParallelCalls

    def explode(self):
        raise ValueError("boom")

    monkeypatch.setattr(OversizedNumParallelCalls, "check", explode)
    from tflint_mem.engine.lint import default_rules, lint_source

    result = lint_source(pipeline(128, "  # noqa: TFM004"), "m.py", default_rules())
    assert result.findings == [] and len(result.internal_errors) == 1


def test_noqa_on_the_last_line_of_a_multiline_string_is_used():
    code = (
        "import tensorflow as tf\n"
        'ds = tf.data.Dataset.range(9).map(lambda x: x, num_parallel_calls=99, name="""a\n'
        'b""")  # noqa: TFM004\n'
    )
    assert findings(code) == []


# --- the fix --------------------------------------------------------------------------------------


def test_fix_removes_a_wholly_unused_directive_and_the_spaces_before_it():
    assert fixed(pipeline(4, "  # noqa: TFM004"), unsafe=False) == pipeline(4, "")


def test_fix_keeps_the_used_codes():
    code = pipeline(128, "  # noqa: TFM001,TFM004, TFM005")
    assert fixed(code, unsafe=False) == pipeline(128, "  # noqa: TFM004")


def test_fix_keeps_other_tools_codes():
    assert fixed(pipeline(4, "  # noqa: E501, TFM004"), unsafe=False) == pipeline(4, "  # noqa: E501")


def test_fix_keeps_a_comment_before_or_after_the_directive():
    assert fixed(pipeline(4, "  # tuned  # noqa: TFM004"), unsafe=False) == pipeline(4, "  # tuned")
    assert fixed(pipeline(4, "  # noqa: TFM004  # tuned"), unsafe=False) == pipeline(4, "  # tuned")


def test_no_fix_when_plain_text_follows_the_directive():
    [finding] = lint(pipeline(4, "  # noqa: TFM004 because reasons"))
    assert finding.code == "TFM100" and finding.fix is None


def test_fix_is_safe():
    [finding] = lint(pipeline(4, "  # noqa: TFM004"))
    assert finding.fix is not None and finding.fix.applicability == "safe"
