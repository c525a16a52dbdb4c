"""TFM001 tf-function-without-input-signature: decorator and call forms, aliases, controls, look-alikes."""

from tests.conftest import fixed, lint, rows


def test_bare_decorator_is_flagged_at_decorator_line():
    code = """
    import tensorflow as tf

    @tf.function
    def f(x):
        return x
    """
    assert rows(code, "TFM001") == [4]


def test_called_decorator_without_controls_is_flagged():
    code = """
    import tensorflow as tf

    @tf.function(jit_compile=True, autograph=False)
    def f(x):
        return x
    """
    assert rows(code, "TFM001") == [4]


def test_alias_import_is_resolved():
    code = """
    import tensorflow as tensorflow_lib

    @tensorflow_lib.function
    def f(x):
        return x
    """
    assert rows(code, "TFM001") == [4]


def test_from_import_of_function_is_resolved():
    code = """
    from tensorflow import function as tf_function

    @tf_function
    def f(x):
        return x
    """
    assert rows(code, "TFM001") == [4]


def test_compat_v2_and_v1_spellings_are_resolved():
    code = """
    import tensorflow as tf
    import tensorflow.compat.v1 as tf1

    @tf.compat.v2.function
    def f(x):
        return x

    @tf1.function
    def g(x):
        return x
    """
    assert rows(code, "TFM001") == [5, 9]


def test_unbound_tf_name_is_taken_as_tensorflow():
    code = """
    @tf.function
    def f(x):
        return x
    """
    assert rows(code, "TFM001") == [2]


def test_tf_bound_to_something_else_is_not_tensorflow():
    code = """
    import my_toolkit as tf

    @tf.function
    def f(x):
        return x
    """
    assert rows(code, "TFM001") == []


def test_tf_assigned_locally_is_not_tensorflow():
    code = """
    tf = make_framework()

    @tf.function
    def f(x):
        return x
    """
    assert rows(code, "TFM001") == []


def test_users_own_function_decorator_is_silent():
    code = """
    from functools import wraps
    from mylib import function

    @function
    def f(x):
        return x
    """
    assert rows(code, "TFM001") == []


def test_each_retracing_control_silences():
    for control in (
        "input_signature=[tf.TensorSpec([None])]",
        "reduce_retracing=True",
        "experimental_relax_shapes=True",
    ):
        code = f"""
        import tensorflow as tf

        @tf.function({control})
        def f(x):
            return x
        """
        assert rows(code, "TFM001") == [], control


def test_controls_set_to_false_or_none_do_not_count():
    code = """
    import tensorflow as tf

    @tf.function(reduce_retracing=False)
    def f(x):
        return x

    @tf.function(input_signature=None)
    def g(x):
        return x
    """
    assert rows(code, "TFM001") == [4, 8]


def test_kwargs_passed_through_are_trusted():
    code = """
    import tensorflow as tf

    @tf.function(**FUNCTION_OPTIONS)
    def f(x):
        return x
    """
    assert rows(code, "TFM001") == []


def test_method_with_only_self_is_skipped_by_default():
    code = """
    import tensorflow as tf

    class M(tf.Module):
        @tf.function
        def reset(self):
            return 0

        @tf.function
        def call(self, x):
            return x
    """
    assert rows(code, "TFM001") == [9]


def test_include_parameterless_option_flags_them():
    code = """
    import tensorflow as tf

    @tf.function
    def tick():
        return 1
    """
    assert rows(code, "TFM001") == []
    assert rows(code, "TFM001", **{"include-parameterless": True}) == [4]


def test_star_args_count_as_parameters():
    code = """
    import tensorflow as tf

    @tf.function
    def f(*args):
        return args
    """
    assert rows(code, "TFM001") == [4]


def test_call_form_is_flagged_at_the_call():
    code = """
    import tensorflow as tf

    def loss(a, b):
        return a - b

    fast = tf.function(loss)
    fast2 = tf.function(loss, jit_compile=True)
    ok = tf.function(loss, input_signature=[tf.TensorSpec([None]), tf.TensorSpec([None])])
    """
    assert rows(code, "TFM001") == [7, 8]


def test_call_form_wrapping_parameterless_function_is_skipped():
    code = """
    import tensorflow as tf

    def tick():
        return 1

    fast = tf.function(tick)
    """
    assert rows(code, "TFM001") == []


def test_call_form_on_method_and_lambda():
    code = """
    import tensorflow as tf

    class Trainer:
        def step(self, x):
            return x

        def build(self):
            self.fast = tf.function(self.step)
            self.f2 = tf.function(lambda: 1)
            self.f3 = tf.function(lambda x: x)
    """
    assert rows(code, "TFM001") == [9, 11]


def test_decorator_factory_without_function_is_not_a_call_form_finding():
    code = """
    import tensorflow as tf

    compile_fast = tf.function(jit_compile=True)
    """
    assert rows(code, "TFM001") == []


def test_message_names_the_function():
    code = """
    import tensorflow as tf

    @tf.function
    def train_step(x):
        return x
    """
    [finding] = lint(code, ["TFM001"])
    assert "`train_step`" in finding.message
    assert "input_signature" in finding.message
    assert (finding.location.row, finding.location.column) == (4, 1)
    assert (finding.end_location.row, finding.end_location.column) == (4, 13)


def test_nested_in_class_in_function_is_found():
    code = """
    import tensorflow as tf

    def make():
        class Model(tf.keras.Model):
            @tf.function
            def serve(self, images):
                return images
        return Model
    """
    assert rows(code, "TFM001") == [6]


def test_keras_function_or_other_function_attributes_are_silent():
    code = """
    import tensorflow as tf
    import jax

    @jax.jit
    def f(x):
        return x

    @tf.autograph.experimental.do_not_convert
    def g(x):
        return x
    """
    assert rows(code, "TFM001") == []


def test_tf_function_only_mapped_over_a_dataset_is_not_flagged():
    code = """
    import tensorflow as tf

    @tf.function
    def parse(record):
        return record * 2

    ds = tf.data.Dataset.range(10).map(parse)
    """
    assert rows(code, "TFM001") == []


def test_tf_function_mapped_and_also_called_directly_is_flagged():
    code = """
    import tensorflow as tf

    @tf.function
    def parse(record):
        return record * 2

    ds = tf.data.Dataset.range(10).map(parse)
    parse(tf.constant(3))
    """
    assert rows(code, "TFM001") == [4]


# --- the fix: `reduce_retracing=True`, merged into the existing arguments ------------------------


def fix_tfm001(code: str) -> str:
    return fixed(code, ["TFM001"])


def test_fix_calls_a_bare_decorator():
    code = "import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return x\n"
    assert fix_tfm001(code) == code.replace("@tf.function", "@tf.function(reduce_retracing=True)")


def test_fix_writes_the_keyword_without_spaces_around_equals():
    code = "import tensorflow as tf\n\n@tf.function()\ndef f(x):\n    return x\n"
    assert "@tf.function(reduce_retracing=True)\n" in fix_tfm001(code)


def test_fix_appends_to_existing_arguments():
    code = "import tensorflow as tf\n\n@tf.function(jit_compile=True, autograph=False)\ndef f(x):\n    return x\n"
    assert "@tf.function(jit_compile=True, autograph=False, reduce_retracing=True)\n" in fix_tfm001(code)


def test_fix_sets_an_existing_false_reduce_retracing_instead_of_repeating_it():
    code = (
        "import tensorflow as tf\n\n@tf.function(reduce_retracing=False, jit_compile=True)\ndef f(x):\n    return x\n"
    )
    assert "@tf.function(reduce_retracing=True, jit_compile=True)\n" in fix_tfm001(code)


def test_fix_keeps_a_disabled_relax_shapes_and_adds_reduce_retracing():
    # TensorFlow sets reduce_retracing only when experimental_relax_shapes is true, so False does not undo the fix.
    code = "import tensorflow as tf\n\n@tf.function(experimental_relax_shapes=False)\ndef f(x):\n    return x\n"
    assert "@tf.function(experimental_relax_shapes=False, reduce_retracing=True)\n" in fix_tfm001(code)


def test_fix_keeps_comments_inside_a_multiline_decorator_call():
    code = """\
import tensorflow as tf

@tf.function(  # compiled
    jit_compile=True,  # XLA
    # autograph stays on
)
def f(x):
    return x
"""
    assert fix_tfm001(code) == code.replace(
        "    # autograph stays on\n)", "    # autograph stays on\n    reduce_retracing=True,\n)"
    )


def test_fix_puts_the_argument_on_its_own_line_without_trailing_comma():
    code = """\
import tensorflow as tf

@tf.function(
    jit_compile=True  # XLA
)
def f(x):
    return x
"""
    assert fix_tfm001(code) == code.replace(
        "    jit_compile=True  # XLA\n)", "    jit_compile=True,  # XLA\n    reduce_retracing=True\n)"
    )


def test_fix_keeps_a_trailing_comma_on_one_line():
    code = "import tensorflow as tf\n\n@tf.function(jit_compile=True,)\ndef f(x):\n    return x\n"
    assert "@tf.function(jit_compile=True, reduce_retracing=True,)\n" in fix_tfm001(code)


def test_fix_follows_aligned_continuation_lines():
    code = """\
import tensorflow as tf

@tf.function(jit_compile=True,
             autograph=False)
def f(x):
    return x
"""
    assert fix_tfm001(code) == code.replace("autograph=False)", "autograph=False, reduce_retracing=True)")


def test_fix_of_call_form_in_a_method_keeps_the_block_indentation():
    code = """\
import tensorflow as tf

class Trainer:
    def build(self):
        self.step = tf.function(
            self.train_step,
            jit_compile=True,
        )

    def train_step(self, x):
        return x
"""
    assert fix_tfm001(code) == code.replace(
        "            jit_compile=True,\n", "            jit_compile=True,\n            reduce_retracing=True,\n"
    )


def test_fix_of_call_form_with_a_lambda():
    code = "import tensorflow as tf\n\ndouble = tf.function(lambda x: x * 2)\n"
    assert (
        fix_tfm001(code) == "import tensorflow as tf\n\ndouble = tf.function(lambda x: x * 2, reduce_retracing=True)\n"
    )


def test_fix_of_an_aliased_decorator_in_a_tab_indented_class():
    code = "from tensorflow import function as tf_fn\n\nclass M:\n\t@tf_fn\n\tdef f(self, x):\n\t\treturn x\n"
    assert fix_tfm001(code) == code.replace("\t@tf_fn\n", "\t@tf_fn(reduce_retracing=True)\n")


def test_fix_of_a_parenthesized_decorator():
    code = "import tensorflow as tf\n\n@(tf.function)\ndef f(x):\n    return x\n"
    assert "@(tf.function)(reduce_retracing=True)\n" in fix_tfm001(code)


def test_fix_is_unsafe_so_plain_fix_leaves_it():
    code = "import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return x\n"
    [finding] = lint(code, ["TFM001"])
    assert finding.fix is not None and finding.fix.applicability == "unsafe"
    assert fixed(code, ["TFM001"], unsafe=False) == code


def test_suppressed_finding_is_not_fixed():
    code = "import tensorflow as tf\n\n@tf.function  # noqa: TFM001\ndef f(x):\n    return x\n"
    assert fix_tfm001(code) == code


def test_a_tf_function_only_called_from_traced_code_is_not_reported():
    code = """
    import tensorflow as tf

    @tf.function
    def accuracy(logits, labels):
        return tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, 1), labels), tf.float32))

    @tf.function
    def load(item):
        return tf.io.decode_png(tf.io.read_file(item))

    @tf.function(input_signature=[tf.TensorSpec([None, 10]), tf.TensorSpec([None], tf.int64)])
    def train_step(x, y):
        return accuracy(x, y)

    ds = tf.data.Dataset.list_files("*.png").map(lambda item: load(item))
    """
    assert rows(code, "TFM001") == []


def test_functions_handed_to_tf_data_or_to_ops_inside_a_trace_are_traced_with_their_caller():
    # choderalab/gimlet: a Reducer's functions, a `scan` function, and a helper only a `tf.while_loop` body calls.
    code = """
    import tensorflow as tf

    @tf.function
    def init_func(key):
        return tf.zeros([2])

    @tf.function
    def reduce_func(state, element):
        return state + element

    @tf.function
    def scan_func(state, element):
        return state + 1, element

    @tf.function
    def charges(e, s):
        return e / s

    @tf.function(input_signature=[tf.TensorSpec([None]), tf.TensorSpec([None])])
    def solve(e, s):
        def body(q, i):
            return charges(e, s) + q, i + 1
        return tf.while_loop(lambda q, i: i < 10, body, [tf.zeros([3]), 0])

    reducer = tf.data.experimental.Reducer(init_func, reduce_func, lambda state: state)
    grouped = ds.group_by_reducer(lambda x: 0, reducer)
    counted = ds.scan(tf.constant(0), scan_func)
    """
    assert rows(code, "TFM001") == []


def test_a_tf_function_a_py_function_runs_is_called_eagerly_each_time():
    code = """
    import tensorflow as tf

    @tf.function
    def score(x):
        return x * 2

    @tf.function(input_signature=[tf.TensorSpec([None])])
    def step(x):
        return tf.py_function(score, [x], tf.float32)
    """
    assert rows(code, "TFM001") == [4]


def test_a_tf_function_also_called_from_eager_code_is_reported():
    code = """
    import tensorflow as tf

    @tf.function
    def accuracy(logits, labels):
        return tf.reduce_mean(logits)

    @tf.function(input_signature=[tf.TensorSpec([None, 10]), tf.TensorSpec([None], tf.int64)])
    def train_step(x, y):
        return accuracy(x, y)

    for x, y in batches:
        print(accuracy(x, y))
    """
    assert rows(code, "TFM001") == [4]


def test_a_method_called_eagerly_on_an_instance_is_reported():
    code = """
    import tensorflow as tf

    class AE(tf.keras.Model):
        @tf.function
        def encode(self, x):
            return x

        @tf.function
        def decode(self, z):
            return z

        @tf.function
        def compute_loss(self, x):
            return self.decode(self.encode(x))

    model = AE()
    for batch in batches:
        print(model.decode(batch))
    """
    assert rows(code, "TFM001") == [9, 13]
