"""Suppression comments, as flake8 and ruff users write them."""

from tests.conftest import lint
from tflint_mem.engine.suppressions import noqa_rows

FLAGGED = """
import tensorflow as tf

@tf.function{comment}
def f(x):
    return x
"""


def codes(comment: str):
    return [f.code for f in lint(FLAGGED.format(comment=comment), ["TFM001"])]


def test_unsuppressed_finding():
    assert codes("") == ["TFM001"]


def test_bare_noqa_suppresses():
    assert codes("  # noqa") == []


def test_specific_code_suppresses():
    assert codes("  # noqa: TFM001") == []


def test_comma_list_suppresses():
    assert codes("  # noqa: TFM004,TFM001") == []
    assert codes("  # noqa:TFM004, TFM001") == []


def test_other_code_does_not_suppress():
    assert codes("  # noqa: TFM004") == ["TFM001"]


def test_noqa_must_be_on_reported_line():
    source = FLAGGED.format(comment="").replace("def f(x):", "def f(x):  # noqa")
    assert [f.code for f in lint(source, ["TFM001"])] == ["TFM001"]


def test_noqa_inside_string_does_not_suppress():
    source = FLAGGED.format(comment="").replace("@tf.function", "@tf.function\n")
    source = source.replace("import tensorflow as tf", "import tensorflow as tf\nNOTE = '# noqa'")
    assert [f.code for f in lint(source, ["TFM001"])] == ["TFM001"]


def test_file_level_noqa_suppresses_everything():
    assert [f.code for f in lint("# tflint-mem: noqa\n" + FLAGGED.format(comment=""), ["TFM001"])] == []


def test_file_level_noqa_with_codes_is_selective():
    source = "# tflint-mem: noqa: TFM004\n" + FLAGGED.format(comment="")
    assert [f.code for f in lint(source, ["TFM001"])] == ["TFM001"]
    source = "# tflint-mem: noqa: TFM001\n" + FLAGGED.format(comment="")
    assert [f.code for f in lint(source, ["TFM001"])] == []


def test_file_level_marker_in_docstring_does_not_count():
    source = '"""Say # tflint-mem: noqa in docs."""\n' + FLAGGED.format(comment="")
    assert [f.code for f in lint(source, ["TFM001"])] == ["TFM001"]


# --- where a finding's noqa goes: never a line that ends inside a string or with a backslash --------


def test_noqa_rows_of_a_multiline_string_map_to_its_last_line():
    text = 'x = f(1, """a\nb\nc""")\ny = 2\n'
    assert noqa_rows(text) == {1: 3, 2: 3}


def test_noqa_rows_follow_backslash_continuations_and_strings_after_them():
    text = "x = 1 + \\\n    f('''a\nb''')\nz = 3\n"
    assert noqa_rows(text) == {1: 3, 2: 3}


def test_noqa_rows_ignore_a_backslash_in_a_comment():
    assert noqa_rows("x = 1  # path C:\\\ny = 2\n") == {}


def test_finding_on_a_line_ending_in_a_multiline_string_has_its_noqa_row_at_the_string_end():
    code = (
        "import tensorflow as tf\n"
        'ds = tf.data.Dataset.range(9).map(lambda x: x, num_parallel_calls=99, name="""a\n'
        'b""")\n'
    )
    [finding] = lint(code, ["TFM004"])
    assert (finding.location.row, finding.noqa_row) == (2, 3)
    assert lint(code.replace('b""")\n', 'b""")  # noqa: TFM004\n'), ["TFM004"]) == []


def test_noqa_after_a_backslash_continuation_suppresses_the_line_before():
    code = (
        "import tensorflow as tf\n"
        "ds = tf.data.Dataset.range(9).map(lambda x: x, num_parallel_calls=99) \\\n"
        "    .cache()\n"
    )
    [finding] = lint(code, ["TFM004"])
    assert finding.noqa_row == 3
    assert lint(code.replace(".cache()\n", ".cache()  # noqa: TFM004\n"), ["TFM004"]) == []
