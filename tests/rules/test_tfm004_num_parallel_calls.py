"""TFM004 oversized-num-parallel-calls: edge cases beyond the YAML examples."""

from __future__ import annotations

from tests.conftest import fixed, lint, rows

PY_FUNCTION_PARSER = """
import tensorflow as tf

def parse(x):
    return tf.py_function(lambda v: v, [x], tf.int64)
"""


def with_parser(lines: str) -> str:
    """`lines` after a module defining `parse`, a mapped function that calls tf.py_function."""
    return PY_FUNCTION_PARSER + lines


def messages(code: str, **options: object) -> list:
    return [f.message_with_help for f in lint(code, ["TFM004"], {"TFM004": options} if options else None)]


# --- the general limit (pure TensorFlow mapped functions) ---------------------------------------


def test_literal_above_default_limit_is_flagged():
    code = """
    import tensorflow as tf
    ds = tf.data.Dataset.range(10).map(lambda x: x + 1, num_parallel_calls=65)
    """
    assert rows(code, "TFM004") == [3]


def test_literal_at_default_limit_is_not_flagged():
    code = """
    import tensorflow as tf
    ds = tf.data.Dataset.range(10).map(lambda x: x + 1, num_parallel_calls=64)
    """
    assert rows(code, "TFM004") == []


def test_message_states_value_limit_and_peak_memory():
    code = """
    import tensorflow as tf
    ds = tf.data.Dataset.range(10).map(lambda x: x, num_parallel_calls=128)
    """
    assert messages(code) == [
        "`num_parallel_calls=128` is above the limit of 64: peak memory grows with the parallelism\n"
        "help: use at most 64"
    ]


def test_message_quotes_the_literal_as_written():
    code = """
    import tensorflow as tf
    ds = tf.data.Dataset.range(10).map(lambda x: x, num_parallel_calls=0x100)
    """
    assert messages(code)[0].startswith("`num_parallel_calls=0x100` is above the limit of 64")


def test_max_parallel_calls_option_lowers_the_limit():
    code = """
    import tensorflow as tf
    ds = tf.data.Dataset.range(10).map(lambda x: x, num_parallel_calls=32)
    """
    assert rows(code, "TFM004") == []
    assert rows(code, "TFM004", **{"max-parallel-calls": 16}) == [3]
    assert "limit of 16" in messages(code, **{"max-parallel-calls": 16})[0]


def test_report_is_at_the_keyword_argument_line_of_a_multiline_chain():
    code = """
    import tensorflow as tf
    ds = (
        tf.data.Dataset.range(10)
        .shuffle(10)
        .map(
            lambda x: x,
            num_parallel_calls=100,
        )
    )
    """
    findings = lint(code, ["TFM004"])
    assert [(f.location.row, f.location.column) for f in findings] == [(8, 9)]
    assert findings[0].end_location.row == 8


def test_interleave_and_batch_are_checked():
    code = """
    import tensorflow as tf
    files = tf.data.Dataset.list_files("*.tfrecord")
    ds = files.interleave(tf.data.TFRecordDataset, cycle_length=4, num_parallel_calls=96)
    ds = ds.batch(32, num_parallel_calls=200)
    """
    assert rows(code, "TFM004") == [4, 5]


def test_batch_uses_the_general_limit_even_after_a_python_map():
    code = with_parser("""
ds = tf.data.Dataset.range(10).map(parse, num_parallel_calls=4).batch(8, num_parallel_calls=32)
""")
    assert rows(code, "TFM004") == []


def test_map_and_batch_is_checked():
    code = """
    import tensorflow as tf
    ds = tf.data.Dataset.range(10).apply(
        tf.data.experimental.map_and_batch(lambda x: x, 8, num_parallel_calls=100))
    """
    assert rows(code, "TFM004") == [4]


def test_map_and_batch_through_compat_v1_and_contrib():
    code = """
    import tensorflow.compat.v1 as tf1
    import tensorflow as tf
    a = tf1.data.experimental.map_and_batch(lambda x: x, 8, num_parallel_calls=100)
    b = tf.contrib.data.map_and_batch(lambda x: x, 8, num_parallel_calls=100)
    """
    assert rows(code, "TFM004") == [4, 5]


def test_parallel_interleave_is_checked():
    code = """
    from tensorflow.data.experimental import parallel_interleave
    fn = parallel_interleave(lambda f: f, cycle_length=4, num_parallel_calls=100)
    """
    assert rows(code, "TFM004") == [3]


# --- the limit for mapped functions that run Python ----------------------------------------------


def test_module_level_def_calling_py_function_uses_the_lower_limit():
    code = with_parser("""
ds = tf.data.Dataset.range(10).map(parse, num_parallel_calls=16)
""")
    assert rows(code, "TFM004") == [7]


def test_message_names_the_python_mapped_function_case():
    code = with_parser("""
ds = tf.data.Dataset.range(10).map(parse, num_parallel_calls=16)
""")
    assert messages(code) == [
        "`num_parallel_calls=16` is above the limit of 8: peak memory grows with the parallelism\n"
        "help: use at most 8 for a mapped function that runs Python (`tf.py_function`/`tf.numpy_function`)"
    ]


def test_python_mapped_function_at_its_limit_is_not_flagged():
    code = with_parser("""
ds = tf.data.Dataset.range(10).map(parse, num_parallel_calls=8)
""")
    assert rows(code, "TFM004") == []


def test_py_function_limit_option():
    code = with_parser("""
ds = tf.data.Dataset.range(10).map(parse, num_parallel_calls=8)
""")
    assert rows(code, "TFM004", **{"max-parallel-calls-py-function": 4}) == [7]


def test_lambda_calling_numpy_function_uses_the_lower_limit():
    code = """
    import numpy as np
    import tensorflow as tf
    ds = tf.data.Dataset.range(10).map(lambda x: tf.numpy_function(np.abs, [x], tf.int64), num_parallel_calls=12)
    """
    assert rows(code, "TFM004") == [4]


def test_compat_v1_py_func_uses_the_lower_limit():
    code = """
    import tensorflow as tf
    def load(x):
        return tf.compat.v1.py_func(lambda v: v, [x], tf.int64)
    ds = tf.data.Dataset.range(10).map(load, num_parallel_calls=12)
    """
    assert rows(code, "TFM004") == [5]


def test_functools_partial_of_a_python_function_uses_the_lower_limit():
    code = """
    import functools
    import tensorflow as tf
    def load(x, scale):
        return tf.py_function(lambda v: v * scale, [x], tf.int64)
    ds = tf.data.Dataset.range(10).map(functools.partial(load, scale=2), num_parallel_calls=12)
    """
    assert rows(code, "TFM004") == [6]


def test_py_function_reached_through_a_helper_uses_the_lower_limit():
    code = """
    import tensorflow as tf
    def decode(x):
        return tf.py_function(lambda v: v, [x], tf.int64)
    def parse(x):
        return decode(x) + 1
    ds = tf.data.Dataset.range(10).map(parse, num_parallel_calls=12)
    """
    assert rows(code, "TFM004") == [7]


def test_method_mapped_through_self_uses_the_lower_limit():
    code = """
    import tensorflow as tf

    class Pipeline:
        def _load(self, x):
            return tf.py_function(lambda v: v, [x], tf.int64)

        def build(self):
            for shard in range(2):
                ds = tf.data.Dataset.range(10).map(self._load, num_parallel_calls=16)
            return ds
    """
    assert rows(code, "TFM004") == [10]


def test_local_def_in_a_function_uses_the_lower_limit():
    code = """
    import tensorflow as tf

    def make():
        def load(x):
            return tf.py_function(lambda v: v, [x], tf.int64)
        return tf.data.Dataset.range(10).map(load, num_parallel_calls=16)
    """
    assert rows(code, "TFM004") == [7]


def test_map_func_keyword_is_followed():
    code = with_parser("""
ds = tf.data.Dataset.range(10).map(map_func=parse, num_parallel_calls=16)
""")
    assert rows(code, "TFM004") == [7]


def test_unbound_dataset_map_takes_the_function_second():
    code = with_parser("""
ds = tf.data.Dataset.map(tf.data.Dataset.range(10), parse, num_parallel_calls=16)
""")
    assert rows(code, "TFM004") == [7]


def test_interleave_of_a_python_function_uses_the_lower_limit():
    code = with_parser("""
def open_shard(x):
    return tf.data.Dataset.from_tensors(parse(x))
ds = tf.data.Dataset.range(10).interleave(open_shard, num_parallel_calls=16)
""")
    assert rows(code, "TFM004") == [9]


def test_map_and_batch_of_a_python_function_uses_the_lower_limit():
    code = with_parser("""
fn = tf.data.experimental.map_and_batch(parse, 32, num_parallel_calls=16)
""")
    assert rows(code, "TFM004") == [7]


# --- aliases -----------------------------------------------------------------------------------


def test_tensorflow_imported_under_another_alias():
    code = """
    import tensorflow as tensorflow_lib
    def load(x):
        return tensorflow_lib.py_function(lambda v: v, [x], tensorflow_lib.int64)
    ds = tensorflow_lib.data.Dataset.range(10).map(load, num_parallel_calls=16)
    """
    assert rows(code, "TFM004") == [5]


def test_from_tensorflow_import_names():
    code = """
    from tensorflow import data, py_function
    def load(x):
        return py_function(lambda v: v, [x], "int64")
    ds = data.Dataset.range(10).map(load, num_parallel_calls=16)
    """
    assert rows(code, "TFM004") == [5]


def test_compat_v2_alias():
    code = """
    import tensorflow.compat.v2 as tf
    def load(x):
        return tf.numpy_function(lambda v: v, [x], tf.int64)
    ds = tf.data.Dataset.range(10).map(load, num_parallel_calls=16)
    """
    assert rows(code, "TFM004") == [5]


def test_snippet_using_implicit_tf_is_checked():
    code = """
    ds = tf.data.Dataset.range(10).map(lambda x: x, num_parallel_calls=100)
    """
    assert rows(code, "TFM004") == [2]


def test_keras_only_file_is_tensorflow_evidence():
    code = """
    import keras
    def build(ds):
        return ds.map(lambda x, y: (x, y), num_parallel_calls=100)
    """
    assert rows(code, "TFM004") == [4]


# --- AUTOTUNE ------------------------------------------------------------------------------------


def test_autotune_is_not_flagged_by_default():
    code = with_parser("""
a = tf.data.Dataset.range(10).map(parse, num_parallel_calls=tf.data.AUTOTUNE)
b = tf.data.Dataset.range(10).map(parse, num_parallel_calls=tf.data.experimental.AUTOTUNE)
c = tf.data.Dataset.range(10).map(parse, num_parallel_calls=-1)
""")
    assert rows(code, "TFM004") == []


def test_autotune_with_python_function_is_flagged_with_the_option():
    code = with_parser("""
a = tf.data.Dataset.range(10).map(parse, num_parallel_calls=tf.data.AUTOTUNE)
b = tf.data.Dataset.range(10).map(parse, num_parallel_calls=tf.data.experimental.AUTOTUNE)
c = tf.data.Dataset.range(10).map(parse, num_parallel_calls=-1)
""")
    assert rows(code, "TFM004", **{"flag-autotune-with-py-function": True}) == [7, 8, 9]


def test_autotune_message_names_the_cap():
    code = with_parser("""
a = tf.data.Dataset.range(10).map(parse, num_parallel_calls=tf.data.AUTOTUNE)
""")
    assert messages(code, **{"flag-autotune-with-py-function": True}) == [
        "`num_parallel_calls=tf.data.AUTOTUNE` is not capped at 8: peak memory grows with the parallelism\n"
        "help: use at most 8 for a mapped function that runs Python (`tf.py_function`/`tf.numpy_function`)"
    ]


def test_autotune_bound_to_a_name_is_recognised():
    code = with_parser("""
AUTOTUNE = tf.data.experimental.AUTOTUNE
class Loader:
    def __init__(self):
        self.tune = tf.data.AUTOTUNE
    def build(self):
        a = tf.data.Dataset.range(10).map(parse, num_parallel_calls=AUTOTUNE)
        return a.map(parse, num_parallel_calls=self.tune)
""")
    assert rows(code, "TFM004", **{"flag-autotune-with-py-function": True}) == [12, 13]


def test_autotune_imported_from_tensorflow_is_recognised():
    code = """
    from tensorflow.data import AUTOTUNE
    import tensorflow as tf
    def parse(x):
        return tf.py_function(lambda v: v, [x], tf.int64)
    ds = tf.data.Dataset.range(10).map(parse, num_parallel_calls=AUTOTUNE)
    """
    assert rows(code, "TFM004", **{"flag-autotune-with-py-function": True}) == [6]


def test_autotune_with_pure_tf_function_is_not_flagged_even_with_the_option():
    code = """
    import tensorflow as tf
    ds = tf.data.Dataset.range(10).map(lambda x: x * 2, num_parallel_calls=tf.data.AUTOTUNE)
    """
    assert rows(code, "TFM004", **{"flag-autotune-with-py-function": True}) == []


def test_name_rebound_to_something_else_is_not_autotune():
    code = with_parser("""
workers = tf.data.AUTOTUNE
workers = 4
ds = tf.data.Dataset.range(10).map(parse, num_parallel_calls=workers)
""")
    assert rows(code, "TFM004", **{"flag-autotune-with-py-function": True}) == []


# --- what is not a literal, or not tf.data --------------------------------------------------------


def test_expressions_parameters_and_none_are_not_compared():
    code = """
    import os
    import tensorflow as tf
    b = tf.data.Dataset.range(10).map(lambda x: x, num_parallel_calls=os.cpu_count() * 8)
    c = tf.data.Dataset.range(10).map(lambda x: x, num_parallel_calls=None)

    def pipeline(ds, workers):
        return ds.map(lambda x: x, num_parallel_calls=workers)
    """
    assert rows(code, "TFM004") == []


def test_a_name_bound_to_an_integer_is_compared_with_its_value_and_gets_no_fix():
    """A module constant (fc_tf_27128: `PARALLEL_DECODES = 32` for a librosa decoder run through
    tf.numpy_function) is the number tf.data runs with, as a literal is."""
    code = with_parser(
        "PARALLEL_DECODES = 32\n"
        "def make(paths):\n"
        "    return tf.data.Dataset.from_tensor_slices(paths).map(parse, num_parallel_calls=PARALLEL_DECODES)\n"
    )
    [finding] = lint(code, ["TFM004"])
    assert finding.location.row == code.count("\n")
    assert "`num_parallel_calls=PARALLEL_DECODES` is 32, above the limit of 8" in finding.message
    assert finding.fix is None  # the constant may serve other calls: not rewritten here


def test_a_name_at_or_below_the_limit_or_bound_otherwise_is_not_flagged():
    code = """
    import tensorflow as tf
    N = 64
    M = tf.data.AUTOTUNE
    a = tf.data.Dataset.range(10).map(lambda x: x, num_parallel_calls=N)
    b = tf.data.Dataset.range(10).map(lambda x: x, num_parallel_calls=M)
    """
    assert rows(code, "TFM004") == []
    assert rows(code.replace("N = 64", "N = 256"), "TFM004") == [5]


def test_positional_parallelism_is_not_checked():
    code = """
    import tensorflow as tf
    ds = tf.data.Dataset.range(10).map(lambda x: x, 128)
    """
    assert rows(code, "TFM004") == []


def test_other_methods_with_the_keyword_are_ignored():
    code = """
    import tensorflow as tf
    ds = tf.data.Dataset.range(10).filter(lambda x: True, num_parallel_calls=128)
    out = my_helper(ds, num_parallel_calls=128)
    """
    assert rows(code, "TFM004") == []


def test_file_without_tensorflow_is_ignored():
    code = """
    import numpy as np
    def build(source):
        return source.map(lambda x: x, num_parallel_calls=128)
    """
    assert rows(code, "TFM004") == []


def test_variable_named_tf_that_is_not_tensorflow_is_no_evidence():
    code = """
    tf = load_config()
    def build(source):
        return source.map(lambda x: x, num_parallel_calls=tf.workers * 0 + 128)
    ds = tf.reader.map(lambda x: x, num_parallel_calls=128)
    """
    assert rows(code, "TFM004") == []


def test_receiver_imported_from_another_library_is_ignored():
    code = """
    import tensorflow as tf
    from my_pool import pool
    import datasets
    a = pool.map(lambda x: x, num_parallel_calls=128)
    b = datasets.load_dataset("imdb").map(lambda r: r, num_parallel_calls=128)
    """
    assert rows(code, "TFM004") == []


def test_local_built_by_a_known_other_library_is_ignored():
    code = """
    import multiprocessing
    import tensorflow as tf
    from datasets import load_dataset

    corpus = load_dataset("imdb")
    train = corpus["train"]
    a = train.map(lambda r: r, num_parallel_calls=128)
    with multiprocessing.Pool(4) as pool:
        pool.map(len, [], num_parallel_calls=128)
    """
    assert rows(code, "TFM004") == []


def test_local_built_by_the_projects_own_module_is_still_checked():
    code = """
    import tensorflow as tf
    from my_project import loaders

    train = loaders.build_dataset("train")
    train = train.map(lambda x: x, num_parallel_calls=128)
    """
    assert rows(code, "TFM004") == [6]


def test_user_class_with_a_map_method_in_a_tf_file_is_still_checked():
    # The keyword is tf.data's own spelling; a project-defined `.map` taking it mirrors tf.data.
    code = """
    import tensorflow as tf

    class Pipeline:
        def map(self, fn, num_parallel_calls=None):
            return self

    Pipeline().map(lambda x: x, num_parallel_calls=128)
    """
    assert rows(code, "TFM004") == [8]


def test_noqa_suppresses():
    code = """
    import tensorflow as tf
    ds = tf.data.Dataset.range(10).map(lambda x: x, num_parallel_calls=128)  # noqa: TFM004
    """
    assert rows(code, "TFM004") == []


# --- the fix: the literal becomes the limit it was compared against ----------------------------


def test_fix_replaces_the_literal_with_the_general_limit():
    code = "import tensorflow as tf\nds = tf.data.Dataset.range(10).map(lambda x: x, num_parallel_calls=100)\n"
    assert fixed(code, ["TFM004"], unsafe=False) == code.replace("=100", "=64")


def test_fix_uses_the_python_limit_for_a_py_function_map():
    code = with_parser("ds = tf.data.Dataset.range(10).map(parse, num_parallel_calls=32)\n")
    assert fixed(code, ["TFM004"], unsafe=False) == code.replace("=32", "=8")


def test_fix_uses_the_configured_limit():
    code = "import tensorflow as tf\nds = tf.data.Dataset.range(10).map(lambda x: x, num_parallel_calls=100)\n"
    result = fixed(code, ["TFM004"], {"TFM004": {"max-parallel-calls": 12}}, unsafe=False)
    assert result == code.replace("=100", "=12")


def test_fix_is_safe():
    code = "import tensorflow as tf\nds = tf.data.Dataset.range(10).map(lambda x: x, num_parallel_calls=100)\n"
    [finding] = lint(code, ["TFM004"])
    assert finding.fix is not None and finding.fix.applicability == "safe"
    assert finding.fix.message == "Lower `num_parallel_calls` to 64"


def test_fix_replaces_a_hex_or_parenthesized_literal_whole():
    code = "import tensorflow as tf\nds = tf.data.Dataset.range(10).map(lambda x: x, num_parallel_calls=(0x100))\n"
    assert fixed(code, ["TFM004"]) == code.replace("=(0x100)", "=64")


def test_fix_keeps_the_comment_after_the_argument():
    code = (
        "import tensorflow as tf\n"
        "ds = tf.data.Dataset.range(10).map(\n"
        "    lambda x: x,\n"
        "    num_parallel_calls=128,  # tuned on the big host\n"
        ")\n"
    )
    assert fixed(code, ["TFM004"]) == code.replace("=128,", "=64,")


def test_autotune_finding_has_no_fix():
    code = with_parser("ds = tf.data.Dataset.range(10).map(parse, num_parallel_calls=tf.data.AUTOTUNE)\n")
    [finding] = lint(code, ["TFM004"], {"TFM004": {"flag-autotune-with-py-function": True}})
    assert finding.fix is None


def test_fix_edit_covers_only_the_literal():
    code = "import tensorflow as tf\nds = tf.data.Dataset.range(10).map(lambda x: x, num_parallel_calls=100)\n"
    [finding] = lint(code, ["TFM004"])
    assert finding.fix is not None
    [edit] = finding.fix.edits
    column = code.splitlines()[1].index("100") + 1
    assert (edit.content, edit.location.row, edit.location.column, edit.end_location.column) == (
        "64",
        2,
        column,
        column + 3,
    )


def test_a_literal_handed_on_through_kwargs_or_a_helper_of_the_module_is_flagged():
    code = """
    import tensorflow as tf
    def transform(ds, *, size, num_parallel_calls=tf.data.AUTOTUNE):
        return ds.map(lambda x: tf.image.resize(x, size), num_parallel_calls)
    def build(ds, kwargs):
        return transform(ds, **kwargs)
    ds = build(ds, dict(size=(256, 256), num_parallel_calls=200))
    ds = transform(ds, size=(8, 8), num_parallel_calls=128)
    ds = transform(ds, size=(8, 8), num_parallel_calls=16)
    """
    assert rows(code, "TFM004") == [7, 8]


def test_a_helper_that_takes_no_such_parameter_or_a_shadowed_dict_is_not_flagged():
    code = """
    import tensorflow as tf
    def report(**fields):
        print(fields)
    def log(message, level):
        print(message)
    dict = make_table
    config = dict(num_parallel_calls=200)
    report(num_parallel_calls=200)
    log("x", level=1)
    """
    assert rows(code, "TFM004") == []
