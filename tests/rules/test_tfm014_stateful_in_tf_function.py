"""TFM014 stateful-object-created-in-tf-function: edge cases beyond the YAML examples."""

from __future__ import annotations

from tests.conftest import lint, rows


def messages(code: str) -> list:
    return [f.message for f in lint(code, ["TFM014"])]


def test_message_names_call_kind_and_function():
    code = """
    import tensorflow as tf
    @tf.function
    def step(x):
        opt = tf.keras.optimizers.SGD(0.1)
        m = tf.keras.metrics.Mean()
        layer = tf.keras.layers.Dense(3)
        model = tf.keras.Sequential()
        gen = tf.random.Generator.from_seed(1)
    """
    found = messages(code)
    assert [m.split(" inside")[0] for m in found] == [
        "`tf.keras.optimizers.SGD(...)` builds an optimizer",
        "`tf.keras.metrics.Mean(...)` builds a metric",
        "`tf.keras.layers.Dense(...)` builds a layer",
        "`tf.keras.Sequential(...)` builds a model",
    ]
    assert all(" inside tf.function `step`: " in m for m in found)


def test_outside_tf_function_is_not_flagged():
    code = """
    import tensorflow as tf
    def step(x):
        return tf.keras.optimizers.SGD(0.1)
    opt = tf.keras.optimizers.Adam()
    """
    assert rows(code, "TFM014") == []


def test_function_wrapped_by_tf_function_call_counts():
    code = """
    import tensorflow as tf
    def step(x):
        metric = tf.keras.metrics.AUC()
        return x
    fast = tf.function(step)
    """
    assert rows(code, "TFM014") == [4]


def test_aliases_and_from_imports_are_resolved():
    code = """
    import tensorflow as tensorflow_lib
    from tensorflow.keras.optimizers import Adam
    from tensorflow import keras
    import keras as k3
    @tensorflow_lib.function
    def step(x):
        a = Adam()
        b = keras.layers.Conv2D(3, 3)
        c = k3.metrics.Accuracy()
        d = tensorflow_lib.compat.v1.train.AdamOptimizer(0.1)
    """
    assert rows(code, "TFM014") == [8, 9, 10, 11]


def test_tf1_metric_functions_create_variables():
    code = """
    import tensorflow.compat.v1 as tf
    @tf.function
    def evaluate(labels, predictions):
        return tf.metrics.accuracy(labels, predictions)
    """
    assert messages(code)[0].startswith("`tf.metrics.accuracy(...)` builds a metric inside tf.function `evaluate`")


def test_model_factories_count():
    code = """
    import tensorflow as tf
    @tf.function
    def features(x):
        return tf.keras.applications.ResNet50(weights=None)(x)
    """
    assert rows(code, "TFM014") == [5]


def test_module_subclasses_of_stateful_classes_count_transitively():
    code = """
    import tensorflow as tf
    class Block(tf.keras.layers.Layer):
        pass
    class BigBlock(Block):
        pass
    class Plain:
        pass
    @tf.function
    def f(x):
        a = BigBlock()
        b = Plain()
    """
    assert rows(code, "TFM014") == [11]


def test_create_once_guards_are_respected():
    code = """
    import tensorflow as tf
    class M(tf.Module):
        @tf.function
        def __call__(self, x):
            if self.opt is None:
                self.opt = tf.keras.optimizers.Adam()
            if not self.built:
                self.head = tf.keras.layers.Dense(1)
            return x
    """
    assert rows(code, "TFM014") == []


def test_variables_are_left_to_tfm002_and_losses_are_not_stateful():
    code = """
    import tensorflow as tf
    @tf.function
    def f(x):
        v = tf.Variable(1.0)
        loss = tf.keras.losses.MeanSquaredError()
        return tf.keras.activations.relu(x)
    """
    assert rows(code, "TFM014") == []


def test_nested_def_inside_tf_function_is_its_own_scope():
    code = """
    import tensorflow as tf
    @tf.function
    def f(x):
        def helper():
            return tf.keras.optimizers.Adam()
        return x
    """
    assert rows(code, "TFM014") == []


def test_user_classes_named_like_keras_ones_are_not_flagged():
    code = """
    import tensorflow as tf
    from mylib import Adam
    class Dense:
        pass
    @tf.function
    def f(x):
        a = Adam()
        b = Dense()
    """
    assert rows(code, "TFM014") == []


def test_name_tf_bound_to_something_else_is_not_tensorflow():
    code = """
    import mylib as tf
    @tf.function
    def f(x):
        return tf.keras.optimizers.Adam()
    """
    assert rows(code, "TFM014") == []
