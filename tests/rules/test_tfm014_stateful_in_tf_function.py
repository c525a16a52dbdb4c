"""TFM014 stateful-object-created-in-tf-function: edge cases beyond the YAML examples."""

from __future__ import annotations

from tests.conftest import lint, rows


def messages(code: str) -> list:
    return [f.message_with_help for f in lint(code, ["TFM014"])]


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
    assert all(" inside tf.function `step`, again on every trace\nhelp: " in m for m in found)


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
        e = tensorflow_lib.optimizers.Adam(0.02)  # kaszycaO/nst-app: TensorFlow 2's alias of Keras' optimizers
    """
    assert rows(code, "TFM014") == [8, 9, 10, 11, 12]


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


def test_layer_built_in_keras_call_is_flagged_once_per_construction():
    code = """
    import tensorflow as tf
    class Net(tf.keras.Model):
        def call(self, x):
            return tf.keras.layers.Dense(8)(x)
    """
    (message,) = messages(code)
    assert message.startswith(
        "`tf.keras.layers.Dense(...)` builds a layer inside `call`, which Keras traces, again on every call\n"
    )


def test_layers_without_variables_are_not_flagged_and_keras3_dropout_is():
    code = """
    import tensorflow as tf
    from tensorflow.keras import layers
    class Net(tf.keras.Model):
        def call(self, x, training=None):
            x = layers.Flatten()(x)
            x = layers.Concatenate()([x, x])
            x = layers.Reshape((-1,))(layers.Activation("relu")(x))
            return layers.Dropout(0.5)(x, training=training)
    """
    assert rows(code, "TFM014") == [9]


def test_helper_called_from_call_and_star_imported_layers_are_followed():
    code = """
    import tensorflow as tf
    from tensorflow.keras.layers import *
    class Block(Layer):
        def __init__(self, units):
            super().__init__()
            self.dense = Dense(units)
        def call(self, x):
            return self.dense(x)
    class Stack(Layer):
        def _grow(self, x):
            return Block(4)(x)
        def call(self, x):
            for _ in range(3):
                x = self._grow(x)
            return x
    """
    (message,) = messages(code)
    assert message.startswith("`Block(...)` builds a layer (`Block`) inside `_grow`, called from `call`")
    assert rows(code, "TFM014") == [12]  # not again at `Dense(units)` in `Block.__init__`


def test_optimizer_in_train_step_and_metric_in_a_compiled_loss_are_flagged():
    code = """
    import tensorflow as tf
    class Net(tf.keras.Model):
        def train_step(self, data):
            optimizer = tf.keras.optimizers.Adam()
            return {}
    def auc_loss(y, p):
        auc = tf.keras.metrics.AUC()
        auc.update_state(y, p)
        return 1 - auc.result()
    model = Net()
    model.compile(optimizer="adam", loss=auc_loss)
    """
    assert rows(code, "TFM014") == [5, 8]


def test_model_builder_called_in_tf_function_is_reported_at_the_call():
    code = """
    import tensorflow as tf
    def create_model(n):
        inputs = tf.keras.Input((n,))
        return tf.keras.Model(inputs, tf.keras.layers.Dense(1)(inputs))
    @tf.function
    def get_model(n):
        return create_model(n)
    """
    (message,) = messages(code)
    assert message.startswith("`create_model(...)` builds a model inside tf.function `get_model`")
    assert rows(code, "TFM014") == [8]


def test_layers_in_init_and_build_and_guarded_helpers_are_not_flagged():
    code = """
    import tensorflow as tf
    class Net(tf.keras.Model):
        def __init__(self):
            super().__init__()
            self.head = tf.keras.layers.Dense(1)
            self.block = None
        def build(self, shape):
            self.norm = tf.keras.layers.BatchNormalization()
        def make_block(self):
            return tf.keras.layers.Dense(8)
        def call(self, x):
            if self.block is None:
                self.block = self.make_block()
            if not hasattr(self, "extra"):
                self.extra = tf.keras.layers.Dense(2)
            return self.head(self.block(self.norm(x)))
    """
    assert rows(code, "TFM014") == []


def test_a_helper_run_behind_a_flag_the_guard_turns_off_is_not_flagged():
    # choderalab/gimlet lime/nets/for_gn.py: `_build` makes the layers on the first call only.
    code = """
    import tensorflow as tf
    class Net(tf.keras.Model):
        def __init__(self):
            super().__init__()
            self.is_virgin = True
            self.headed = False
        def _build(self, n):
            self.dense = tf.keras.layers.Dense(n)
        def _head(self):
            self.head = tf.keras.layers.Dense(1)
            self.headed = True
        def call(self, *args):
            if self.is_virgin:
                self._build(len(args))
                self.is_virgin = False
            if not self.headed:
                self._head()
            return self.head(self.dense(args[0]))
    """
    assert rows(code, "TFM014") == []


def test_a_flag_the_guard_never_turns_off_is_a_setting_not_a_guard():
    code = """
    import tensorflow as tf
    class Net(tf.keras.Model):
        def _build(self, n):
            self.dense = tf.keras.layers.Dense(n)
        def call(self, x):
            if self.is_virgin:
                self._build(3)
            if self.training:
                self.extra = tf.keras.layers.Dense(2)
                self.training = True
            return self.dense(x)
    """
    assert rows(code, "TFM014") == [5, 10]


def test_init_scope_is_not_a_guard():
    code = """
    import tensorflow as tf
    @tf.function
    def step(x):
        with tf.init_scope():
            optimizer = tf.keras.optimizers.Adam()
        return x
    """
    assert rows(code, "TFM014") == [6]


def test_plain_class_method_named_call_is_not_traced():
    code = """
    import tensorflow as tf
    class Runner:
        def call(self, x):
            return tf.keras.layers.Dense(1)(x)
    """
    assert rows(code, "TFM014") == []


def test_a_loss_given_to_compile_that_builds_a_model_to_use_it_is_reported_inside():
    # Keras issue 8424: the loss builds VGG16 itself; a builder that returns its model is reported where called.
    code = """
    import tensorflow as tf
    def vgg_loss(y_true, y_pred):
        features = tf.keras.applications.VGG16(include_top=False)
        return tf.reduce_mean(tf.square(features(y_pred) - features(y_true)))
    def build():
        return tf.keras.Sequential([tf.keras.layers.Dense(1)])
    model = build()
    model.compile(optimizer="adam", loss=vgg_loss)
    """
    assert rows(code, "TFM014") == [4]


def test_a_layer_built_in_a_function_tf_data_traces_is_reported():
    code = """
    import tensorflow as tf
    from tensorflow.keras import layers

    augment_once = layers.RandomFlip("horizontal")

    def augment(images, labels):
        images = layers.RandomRotation(0.1)(images)
        return augment_once(images), labels

    ds = tf.data.Dataset.from_tensor_slices((x, y)).batch(32).map(augment)
    """
    assert rows(code, "TFM014") == [8]


def test_layers_of_libraries_built_on_keras_are_layers():
    # tensorflow/addons#263: InstanceNormalization built in a model's `call`, traced by the train step.
    code = """
    import tensorflow as tf
    import tensorflow_addons as tfa
    import tensorflow_hub as hub

    class Generator(tf.keras.Model):
        def call(self, x):
            x = tfa.layers.InstanceNormalization()(x)
            x = hub.KerasLayer("https://tfhub.dev/model")(x)
            x = tfa.activations.gelu(x)
            return tfa.layers.utils.normalize_tuple(x, 2, "x")
    """
    assert rows(code, "TFM014") == [8, 9]
    assert messages(code)[0].startswith("`tfa.layers.InstanceNormalization(...)` builds a layer inside")


def test_a_metric_made_in_a_keras_metrics_result_is_reported():
    """tf.keras wraps a Metric's `update_state` and `result` in tf.function, and fit traces both (Atten_Deep_MIL#15:
    a bag AUC that builds `tf.keras.metrics.AUC()` in `result` only ran with `run_eagerly=True`)."""
    code = """
    import tensorflow as tf

    class BagAUC(tf.keras.metrics.Metric):
        def update_state(self, y_true, y_pred, sample_weight=None):
            self.count.assign_add(1)

        def result(self):
            m = tf.keras.metrics.AUC()
            m.update_state(self.labels, self.scores)
            return m.result()

    class Plain:
        def result(self):
            return tf.keras.metrics.AUC()
    """
    found = messages(code)
    assert rows(code, "TFM014") == [9]
    assert "inside `result`, which Keras traces" in found[0]
