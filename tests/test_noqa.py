"""Suppression comments, as flake8 and ruff users write them."""

from tests.conftest import lint

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
