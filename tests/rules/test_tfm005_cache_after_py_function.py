"""TFM005 cache-after-py-function: an in-memory `.cache()` after a map that runs Python."""

from __future__ import annotations

from tests.conftest import fixed, lint, rows

PARSE = """
import tensorflow as tf

def parse(x):
    return tf.py_function(lambda v: v, [x], tf.float32)
"""


def messages(code: str, **options: object) -> list:
    return [f.message_with_help for f in lint(code, ["TFM005"], {"TFM005": options} if options else None)]


# --- method chains -------------------------------------------------------------------------------


def test_cache_right_after_py_function_map_is_flagged() -> None:
    assert rows(PARSE + "ds = tf.data.Dataset.range(8).map(parse).cache()\n", "TFM005") == [6]


def test_cache_after_map_then_batch_in_one_chain_is_flagged() -> None:
    assert rows(PARSE + "ds = ds_in.map(parse).batch(8).prefetch(2).cache()\n", "TFM005") == [6]


def test_cache_before_py_function_map_is_silent() -> None:
    assert rows(PARSE + "ds = tf.data.Dataset.range(8).cache().map(parse)\n", "TFM005") == []


def test_map_without_python_function_is_silent() -> None:
    code = """
    import tensorflow as tf
    ds = tf.data.Dataset.range(8).map(lambda x: x * 2).map(tf.math.square).cache()
    """
    assert rows(code, "TFM005") == []


def test_only_the_first_cache_after_the_map_is_flagged() -> None:
    assert rows(PARSE + "ds = ds_in.map(parse).cache().batch(8).cache()\n", "TFM005") == [6]


def test_chain_through_an_unknown_method_is_not_followed() -> None:
    assert rows(PARSE + "ds = ds_in.map(parse).my_helper().cache()\n", "TFM005") == []


def test_multi_line_chain_is_reported_on_the_cache_line() -> None:
    code = PARSE + "ds = (\n    ds_in.map(parse)\n    .batch(8)\n    .cache()\n)\n"
    assert rows(code, "TFM005") == [9]


def test_report_covers_the_cache_name() -> None:
    [finding] = lint(PARSE + "ds = ds_in.map(parse).cache()\n", ["TFM005"])
    assert (finding.location.column, finding.end_location.column) == (23, 28)


def test_map_and_batch_applied_with_apply_counts_as_a_map() -> None:
    code = PARSE + "ds = ds_in.apply(tf.data.experimental.map_and_batch(parse, 8)).cache()\n"
    assert rows(code, "TFM005") == [6]


def test_map_func_keyword_is_followed() -> None:
    assert rows(PARSE + "ds = ds_in.map(map_func=parse, num_parallel_calls=4).cache()\n", "TFM005") == [6]


def test_cache_in_a_for_loop_header_is_flagged() -> None:
    assert rows(PARSE + "for x in ds_in.map(parse).cache():\n    pass\n", "TFM005") == [6]


# --- how the mapped function calls Python ----------------------------------------------------------


def test_lambda_calling_numpy_function_is_followed() -> None:
    code = """
    import tensorflow as tf
    ds = ds.map(lambda x: tf.numpy_function(load, [x], tf.uint8)).cache()
    """
    assert rows(code, "TFM005") == [3]


def test_function_calling_a_py_function_caller_is_followed() -> None:
    code = PARSE + "def outer(x):\n    return parse(x) + 1\n\nds = ds.map(outer).cache()\n"
    assert rows(code, "TFM005") == [9]


def test_functools_partial_is_followed() -> None:
    code = """
    import functools
    import tensorflow as tf

    def parse(x, size):
        return tf.py_function(lambda v: v, [x], tf.float32)

    ds = ds.map(functools.partial(parse, size=3)).cache()
    """
    assert rows(code, "TFM005") == [8]


def test_bare_partial_is_followed() -> None:
    code = """
    from functools import partial
    import tensorflow as tf

    def parse(x, size):
        return tf.py_function(lambda v: v, [x], tf.float32)

    ds = ds.map(partial(parse, size=3)).cache()
    """
    assert rows(code, "TFM005") == [8]


def test_method_mapper_in_a_class_is_followed() -> None:
    code = """
    import tensorflow as tf

    class Loader:
        def _parse(self, x):
            return tf.numpy_function(self._read, [x], tf.float32)

        def dataset(self, files):
            ds = tf.data.Dataset.from_tensor_slices(files)
            ds = ds.map(self._parse)
            return ds.cache()
    """
    assert rows(code, "TFM005") == [11]


# --- aliases ---------------------------------------------------------------------------------------


def test_tensorflow_imported_under_another_name() -> None:
    code = """
    import tensorflow as tensorflow_lib
    ds = ds.map(lambda x: tensorflow_lib.py_function(f, [x], tensorflow_lib.int64)).cache()
    """
    assert rows(code, "TFM005") == [3]


def test_py_function_imported_from_tensorflow() -> None:
    code = """
    from tensorflow import py_function
    ds = ds.map(lambda x: py_function(f, [x], "int64")).cache()
    """
    assert rows(code, "TFM005") == [3]


def test_compat_v1_py_func() -> None:
    code = """
    import tensorflow as tf
    ds = ds.map(lambda x: tf.compat.v1.py_func(f, [x], tf.int64)).cache()
    """
    assert rows(code, "TFM005") == [3]


def test_compat_v2_numpy_function() -> None:
    code = """
    import tensorflow.compat.v2 as tf2
    ds = ds.map(lambda x: tf2.numpy_function(f, [x], tf2.int64)).cache()
    """
    assert rows(code, "TFM005") == [3]


def test_implicit_tf_in_a_notebook_cell() -> None:
    assert rows("ds = ds.map(lambda x: tf.py_function(f, [x], tf.int64)).cache()\n", "TFM005") == [1]


# --- cache arguments and the option ------------------------------------------------------------------


def test_empty_string_filename_is_in_memory() -> None:
    assert rows(PARSE + "a = ds.map(parse).cache('')\nb = ds.map(parse).cache(filename=\"\")\n", "TFM005") == [6, 7]


def test_file_backed_caches_are_silent_by_default() -> None:
    code = (
        PARSE
        + "a = ds.map(parse).cache('/tmp/x')\nb = ds.map(parse).cache(filename=path)\nc = ds.map(parse).cache(path)\n"
    )
    assert rows(code, "TFM005") == []


def test_file_backed_caches_are_flagged_with_include_file_cache() -> None:
    code = (
        PARSE
        + "a = ds.map(parse).cache('/tmp/x')\nb = ds.map(parse).cache(filename=path)\nc = ds.map(parse).cache(path)\n"
    )
    assert rows(code, "TFM005", **{"include-file-cache": True}) == [6, 7, 8]


def test_in_memory_cache_is_still_flagged_with_include_file_cache() -> None:
    assert rows(PARSE + "ds = ds.map(parse).cache()\n", "TFM005", **{"include-file-cache": True}) == [6]


def test_name_keyword_alone_is_in_memory() -> None:
    assert rows(PARSE + "ds = ds.map(parse).cache(name='c')\n", "TFM005") == [6]


# --- messages --------------------------------------------------------------------------------------


def test_message_for_in_memory_cache_names_the_function_and_the_trade() -> None:
    assert messages(PARSE + "ds = ds.map(parse).cache()\n") == [
        "In-memory `.cache()` after a `.map()` of `parse`, which runs Python: the cache holds every Python output\n"
        "help: it keeps every output of the Python function in memory for the life of the dataset, so memory grows "
        "with dataset size times element size (later epochs are faster in exchange); cache before that `.map()`, or "
        "not at all"
    ]


def test_message_for_a_lambda_mapper() -> None:
    code = "import tensorflow as tf\nds = ds.map(lambda x: tf.py_function(f, [x], tf.int64)).cache()\n"
    assert "after a `.map()` of a lambda," in messages(code)[0]


def test_message_for_a_method_mapper_keeps_the_receiver() -> None:
    code = PARSE + "ds = ds.map(self.parse).cache()\n"
    assert "of `self.parse`," in messages(code)[0]


def test_message_for_file_backed_cache() -> None:
    [message] = messages(PARSE + "ds = ds.map(parse).cache('/tmp/c')\n", **{"include-file-cache": True})
    assert message.startswith("File-backed `.cache(...)` after a `.map()` of `parse`")
    assert message.endswith(
        "help: it writes every output of the Python function to its cache files, which grow with the dataset; "
        "cache before that `.map()`, or not at all"
    )


# --- reassignments -----------------------------------------------------------------------------------


def test_reassignments_of_the_same_variable_are_followed() -> None:
    code = (
        PARSE
        + "ds = tf.data.Dataset.range(8)\nds = ds.map(parse)\nds = ds.shuffle(100)\nds = ds.batch(8)\nds = ds.cache()\n"
    )
    assert rows(code, "TFM005") == [10]


def test_cache_as_an_expression_on_the_variable_is_flagged() -> None:
    code = PARSE + "ds = ds_in.map(parse)\nmodel.fit(ds.cache(), epochs=3)\n"
    assert rows(code, "TFM005") == [7]


def test_statements_on_one_line_are_followed() -> None:
    assert rows(PARSE + "ds = ds.map(parse); ds = ds.cache()\n", "TFM005") == [6]


def test_rebinding_to_another_variable_is_followed_to_it() -> None:
    code = PARSE + "raw = raw.map(parse)\ntrain = raw.batch(8)\ntrain = train.cache()\n"
    assert rows(code, "TFM005") == [8]


def test_rebinding_to_a_new_dataset_stops_the_search() -> None:
    code = PARSE + "ds = ds.map(parse)\nds = tf.data.Dataset.range(3)\nds = ds.cache()\n"
    assert rows(code, "TFM005") == []


def test_earlier_cache_stops_the_search() -> None:
    code = PARSE + "ds = ds.map(parse)\nds = ds.cache()\nds = ds.batch(8)\nds = ds.cache()\n"
    assert rows(code, "TFM005") == [7]


def test_tuple_rebinding_stops_the_search() -> None:
    code = PARSE + "ds = ds.map(parse)\nds, n = load(), 3\nds = ds.cache()\n"
    assert rows(code, "TFM005") == []


def test_augmented_assignment_stops_the_search() -> None:
    code = PARSE + "ds = ds.map(parse)\nds += other\nds = ds.cache()\n"
    assert rows(code, "TFM005") == []


def test_attribute_variables_are_followed() -> None:
    code = PARSE + "self.ds = self.ds.map(parse)\nself.ds = self.ds.cache()\n"
    assert rows(code, "TFM005") == [7]


def test_other_variables_between_do_not_matter() -> None:
    code = PARSE + "ds = ds.map(parse)\nval = val.batch(8)\nsteps = 10\nds = ds.cache()\n"
    assert rows(code, "TFM005") == [9]


def test_cache_under_an_if_sees_the_map_before_the_if() -> None:
    code = (
        PARSE
        + "def make(ds, use_cache):\n"
        + "    ds = ds.map(parse)\n"
        + "    if use_cache:\n"
        + "        ds = ds.cache()\n"
        + "    return ds\n"
    )
    assert rows(code, "TFM005") == [9]


def test_cache_in_an_else_branch_does_not_see_the_if_branch() -> None:
    code = PARSE + "if fast:\n    ds = ds.map(parse)\nelse:\n    ds = ds.cache()\n"
    assert rows(code, "TFM005") == []


def test_cache_inside_with_and_try_sees_the_map_before_them() -> None:
    code = (
        PARSE
        + "ds = ds.map(parse)\n"
        + "with tf.device('/cpu:0'):\n"
        + "    try:\n"
        + "        ds = ds.cache()\n"
        + "    except ValueError:\n"
        + "        pass\n"
    )
    assert rows(code, "TFM005") == [9]


def test_conditional_rebinding_rooted_at_the_variable_is_passed() -> None:
    code = PARSE + "ds = ds.map(parse)\nif training:\n    ds = ds.shuffle(100)\nds = ds.cache()\n"
    assert rows(code, "TFM005") == [9]


def test_conditional_py_function_map_is_flagged() -> None:
    code = PARSE + "if augment:\n    ds = ds.map(parse)\nds = ds.cache()\n"
    assert rows(code, "TFM005") == [8]


def test_conditional_rebinding_to_something_else_stops_the_search() -> None:
    code = PARSE + "ds = ds.map(parse)\nif fresh:\n    ds = tf.data.Dataset.range(3)\nds = ds.cache()\n"
    assert rows(code, "TFM005") == []


def test_search_stops_at_the_function_boundary() -> None:
    code = PARSE + "ds = ds.map(parse)\n\ndef finish(ds):\n    return ds.cache()\n"
    assert rows(code, "TFM005") == []


def test_map_in_another_function_is_not_followed() -> None:
    code = PARSE + "def a(ds):\n    ds = ds.map(parse)\n    return ds\n\ndef b(ds):\n    return ds.cache()\n"
    assert rows(code, "TFM005") == []


def test_assignments_inside_a_nested_function_do_not_count() -> None:
    code = PARSE + "def f():\n    ds = ds_in.map(parse)\n    return ds\nds = ds.cache()\n"
    assert rows(code, "TFM005") == []


# --- nesting ---------------------------------------------------------------------------------------


def test_loop_in_method_of_class() -> None:
    code = PARSE + (
        "class Trainer:\n"
        "    def run(self, ds):\n"
        "        ds = ds.map(parse)\n"
        "        for epoch in range(3):\n"
        "            cached = ds.cache()\n"
    )
    assert rows(code, "TFM005") == [10]


def test_loop_that_rebinds_the_variable_stops_the_search() -> None:
    code = PARSE + "ds = ds.map(parse)\nwhile more:\n    ds = ds.cache()\n    ds = ds.map(other)\n"
    assert rows(code, "TFM005") == []


def test_chain_in_a_while_loop_and_async_for() -> None:
    code = PARSE + (
        "async def main():\n"
        "    while True:\n"
        "        a = ds.map(parse).cache()\n"
        "    async for item in stream:\n"
        "        b = ds.map(parse).cache()\n"
    )
    assert rows(code, "TFM005") == [8, 10]


def test_comprehension_over_datasets() -> None:
    assert rows(PARSE + "out = [d.map(parse).cache() for d in shards]\n", "TFM005") == [6]


def test_comprehension_variable_is_not_confused_with_an_outer_one() -> None:
    code = PARSE + "d = d.map(parse)\nout = [d.cache() for d in shards]\n"
    assert rows(code, "TFM005") == []


# --- look-alikes -------------------------------------------------------------------------------------


def test_functools_and_requests_cache_are_silent() -> None:
    code = """
    import functools
    import requests_cache
    import tensorflow as tf

    @functools.cache
    def table():
        return tf.constant([1])

    session = requests_cache.CachedSession()
    session.cache.clear()
    items = list(map(str, range(3)))
    """
    assert rows(code, "TFM005") == []


def test_user_class_with_map_and_cache_is_silent() -> None:
    code = """
    import tensorflow as tf

    class Table:
        def map(self, fn):
            return self
        def cache(self):
            return self

    t = Table().map(str.upper).cache()
    """
    assert rows(code, "TFM005") == []


def test_pyspark_rdd_map_then_cache_is_silent() -> None:
    code = """
    from pyspark import SparkContext
    rdd = SparkContext().parallelize(range(10)).map(lambda x: x * 2).cache()
    """
    assert rows(code, "TFM005") == []


def test_variable_named_tf_that_is_not_tensorflow() -> None:
    code = """
    import mylib as tf
    ds = ds.map(lambda x: tf.py_function(f, [x])).cache()
    """
    assert rows(code, "TFM005") == []


def test_tf_bound_locally_without_tensorflow_import() -> None:
    code = """
    tf = make_toolkit()
    ds = ds.map(lambda x: tf.py_function(f, [x])).cache()
    """
    assert rows(code, "TFM005") == []


def test_py_function_from_another_library_is_silent() -> None:
    code = """
    import tensorflow as tf
    from mylib import py_function
    ds = ds.map(lambda x: py_function(f, [x])).cache()
    """
    assert rows(code, "TFM005") == []


# --- spellings of the mapped function beyond calls_py_function -----------------------------------------


def test_function_wrapped_by_a_py_function_decorator_of_the_module() -> None:
    code = """
    import tensorflow as tf

    def as_py_function(func):
        def wrapper(x):
            return tf.py_function(func, [x], tf.float32)
        return wrapper

    @as_py_function
    def slow_load(x):
        return x

    ds = ds.map(slow_load).cache()
    """
    assert rows(code, "TFM005") == [13]


def test_function_with_an_unrelated_decorator_is_silent() -> None:
    code = """
    import tensorflow as tf

    def logged(func):
        return func

    @logged
    def load(x):
        return x * 2

    ds = ds.map(load).cache()
    """
    assert rows(code, "TFM005") == []


def test_partial_stored_in_a_variable_of_the_scope() -> None:
    code = (
        "import functools"
        + PARSE
        + "def make(ds):\n    fn = functools.partial(parse, size=3)\n    ds = ds.map(fn)\n    return ds.cache()\n"
    )
    assert rows(code, "TFM005") == [9]


def test_lambda_stored_in_a_module_variable() -> None:
    code = PARSE + "fn = lambda x: parse(x)\nds = ds.map(fn).cache()\n"
    assert rows(code, "TFM005") == [7]


def test_variable_bound_twice_is_not_guessed() -> None:
    code = PARSE + "fn = lambda x: parse(x)\nif plain:\n    fn = lambda x: x\nds = ds.map(fn).cache()\n"
    assert rows(code, "TFM005") == []


# --- Python run for effect only -------------------------------------------------------------------------


def test_py_function_called_only_for_effect_is_silent() -> None:
    code = """
    import time
    import tensorflow as tf

    def slow(x):
        tf.py_function(lambda: time.sleep(0.01), [], ())
        return x

    ds = ds.map(slow).cache()
    """
    assert rows(code, "TFM005") == []


def test_py_function_result_used_alongside_an_effect_call_is_flagged() -> None:
    code = """
    import tensorflow as tf

    def load(x):
        tf.py_function(log, [x], [])
        return tf.py_function(read, [x], tf.float32)

    ds = ds.map(load).cache()
    """
    assert rows(code, "TFM005") == [8]


def test_effect_only_function_that_also_calls_a_python_loader_is_flagged() -> None:
    code = PARSE + "def load(x):\n    tf.py_function(log, [x], [])\n    return parse(x)\n\nds = ds.map(load).cache()\n"
    assert rows(code, "TFM005") == [10]


# --- the fix: `.cache()` moves to just before the py_function map of its chain ------------------


def fix_tfm005(code: str) -> str:
    return fixed(code, ["TFM005"], dedent=False)


def test_fix_moves_cache_before_the_map_on_one_line() -> None:
    code = PARSE + "ds = tf.data.Dataset.range(8).map(parse).cache()\n"
    assert fix_tfm005(code) == PARSE + "ds = tf.data.Dataset.range(8).cache().map(parse)\n"


def test_fix_moves_cache_across_the_steps_between() -> None:
    code = PARSE + 'ds = ds_in.map(parse).batch(8).prefetch(2).cache("")\n'
    assert fix_tfm005(code) == PARSE + 'ds = ds_in.cache("").map(parse).batch(8).prefetch(2)\n'


def test_fix_keeps_a_one_step_per_line_layout() -> None:
    code = PARSE + "ds = (\n    tf.data.Dataset.range(8)\n    .map(parse)\n    .cache()\n    .batch(4)\n)\n"
    expected = PARSE + "ds = (\n    tf.data.Dataset.range(8)\n    .cache()\n    .map(parse)\n    .batch(4)\n)\n"
    assert fix_tfm005(code) == expected


def test_fix_keeps_end_of_line_comments_with_their_step() -> None:
    code = PARSE + (
        "ds = (\n"
        "    tf.data.Dataset.range(8)  # source\n"
        "    .map(parse)  # decode\n"
        "    # keep decoded images\n"
        "    .cache()  # in memory\n"
        "    .batch(4)  # batches\n"
        ")\n"
    )
    expected = PARSE + (
        "ds = (\n"
        "    tf.data.Dataset.range(8)  # source\n"
        "    # keep decoded images\n"
        "    .cache()  # in memory\n"
        "    .map(parse)  # decode\n"
        "    .batch(4)  # batches\n"
        ")\n"
    )
    assert fix_tfm005(code) == expected


def test_fix_uses_the_closing_parenthesis_when_cache_ends_the_chain() -> None:
    code = PARSE + "ds = (\n    tf.data.Dataset.range(8)\n    .map(parse)  # decode\n    .cache()  # in memory\n)\n"
    expected = PARSE + "ds = (\n    tf.data.Dataset.range(8)\n    .cache()  # in memory\n    .map(parse)  # decode\n)\n"
    assert fix_tfm005(code) == expected


def test_fix_inside_an_indented_function_keeps_the_indentation() -> None:
    code = PARSE + (
        "def build(files):\n"
        "    if files:\n"
        "        return (tf.data.Dataset.from_tensor_slices(files)\n"
        "                .map(parse)\n"
        "                .cache())\n"
    )
    expected = code.replace(
        "                .map(parse)\n                .cache())",
        "                .cache()\n                .map(parse))",
    )
    assert fix_tfm005(code) == expected


def test_fix_keeps_backslash_continuations() -> None:
    code = PARSE + "ds = tf.data.Dataset.range(8) \\\n    .map(parse) \\\n    .cache()\n"
    expected = PARSE + "ds = tf.data.Dataset.range(8) \\\n    .cache() \\\n    .map(parse)\n"
    assert fix_tfm005(code) == expected


def test_fix_goes_before_the_earliest_py_function_map_over_passes() -> None:
    code = PARSE + "ds = tf.data.Dataset.range(8).map(parse).map(parse).cache()\n"
    assert fix_tfm005(code) == PARSE + "ds = tf.data.Dataset.range(8).cache().map(parse).map(parse)\n"


def test_fix_is_unsafe() -> None:
    [finding] = lint(PARSE + "ds = tf.data.Dataset.range(8).map(parse).cache()\n", ["TFM005"])
    assert finding.fix is not None and finding.fix.applicability == "unsafe"


def test_no_fix_across_statements() -> None:
    code = PARSE + "ds = tf.data.Dataset.range(8).map(parse)\nds = ds.cache()\n"
    [finding] = lint(code, ["TFM005"])
    assert finding.fix is None


def test_no_fix_for_a_file_cache() -> None:
    code = PARSE + 'ds = tf.data.Dataset.range(8).map(parse).cache("/tmp/c")\n'
    [finding] = lint(code, ["TFM005"], {"TFM005": {"include-file-cache": True}})
    assert finding.fix is None


def test_no_fix_when_parentheses_split_the_chain() -> None:
    code = PARSE + "ds = (tf.data.Dataset.range(8).map(parse)).cache()\n"
    [finding] = lint(code, ["TFM005"])
    assert finding.fix is None


def test_no_fix_when_a_comment_would_need_a_line_break_that_is_not_there() -> None:
    # `.map(parse)` and `.cache()` share a line, so the comment line before `.map` has no place after the move.
    code = PARSE + "ds = (\n    tf.data.Dataset.range(8)\n    # decode\n    .map(parse).cache()\n)\n"
    [finding] = lint(code, ["TFM005"])
    assert finding.fix is None
