"""TFM001 tf-function-without-input-signature: decorator and call forms, aliases, controls, look-alikes."""

from tests.conftest import lint, rows


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
