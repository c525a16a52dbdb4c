"""TFM013 compile-in-loop: edge cases beyond the YAML examples."""

from __future__ import annotations

from tests.conftest import lint, rows


def test_message_names_the_model():
    code = """
    import tensorflow as tf
    net = tf.keras.Sequential()
    for i in range(3):
        net.compile(loss="mse")
        net.fit(x, y)
    """
    (finding,) = lint(code, ["TFM013"])
    assert finding.message == (
        "`net.compile(...)` in a loop, for a model built before it: each compile retraces training"
    )
    assert finding.help is not None and "`net.optimizer.learning_rate.assign(...)`" in finding.help
    assert finding.location.row == 5


def test_model_built_in_the_same_iteration_is_not_flagged():
    code = """
    import tensorflow as tf
    for fold in range(5):
        model = tf.keras.Sequential()
        model.compile(loss="mse")
        model.fit(x, y)
    """
    assert rows(code, "TFM013") == []


def test_loop_variable_model_is_not_flagged():
    code = """
    import tensorflow as tf
    for name, model in models.items():
        model.compile(loss="mse")
        model.fit(x, y)
    """
    assert rows(code, "TFM013") == []


def test_attribute_model_rebuilt_in_loop_is_not_flagged():
    code = """
    import keras
    class T:
        def run(self):
            while True:
                self.model = keras.models.clone_model(self.base)
                self.model.compile(loss="mse")
                self.model.fit(x, y)
    """
    assert rows(code, "TFM013") == []


def test_loop_that_never_trains_is_flagged_when_each_compile_makes_an_optimizer():
    code = """
    import tensorflow as tf
    model = tf.keras.Sequential()
    optimizer = tf.keras.optimizers.Adam()
    for loss in ["mse", "mae"]:
        model.compile(loss=loss)
        model.compile("sgd", loss=loss)
        model.compile(optimizer=tf.keras.optimizers.SGD(), loss=loss)
        model.compile(optimizer=optimizer, loss=loss)
    """
    assert rows(code, "TFM013") == [6, 7, 8]  # the same optimizer object and no training: measured flat
    assert lint(code, ["TFM013"])[0].message == (
        "`model.compile(...)` in a loop, for a model built before it: each compile builds a new optimizer and memory"
        " grows"
    )


def test_model_passed_to_a_helper_counts_as_trained():
    code = """
    import tensorflow as tf
    model = tf.keras.Sequential()
    for lr in [0.1, 0.01]:
        model.compile(optimizer=tf.keras.optimizers.SGD(lr), loss="mse")
        history = train(model, data)
    """
    assert rows(code, "TFM013") == [5]


def test_while_and_nested_loops_in_methods_are_checked():
    code = """
    from tensorflow import keras
    class Search:
        def run(self, model):
            for epoch in range(3):
                while self.go:
                    model.compile(loss="mse")
                    model.train_on_batch(x, y)
    """
    assert rows(code, "TFM013") == [7]


def test_parameter_model_in_file_without_tensorflow_is_not_flagged():
    code = """
    def tune(model):
        for lr in [1, 2]:
            model.compile(lr)
            model.fit(x)
    """
    assert rows(code, "TFM013") == []


def test_file_importing_torch_needs_a_keras_binding():
    unknown = """
    import torch
    import tensorflow as tf
    def tune(model):
        for lr in [1, 2]:
            model.compile()
            model.fit(x)
    """
    known = """
    import torch
    import tensorflow as tf
    model = tf.keras.Sequential()
    for lr in [1, 2]:
        model.compile()
        model.fit(x)
    """
    assert rows(unknown, "TFM013") == []
    assert rows(known, "TFM013") == [6]


def test_name_bound_to_a_non_keras_object_is_not_flagged():
    code = """
    import tensorflow as tf
    import mylib
    model = mylib.Model()
    for lr in [1, 2]:
        model.compile()
        model.fit(x)
    """
    assert rows(code, "TFM013") == []


def test_module_functions_named_compile_are_not_flagged():
    code = """
    import re
    import tensorflow as tf
    for p in patterns:
        rx = re.compile(p)
        rx.fit(p)
        tf.compile(p)
    """
    assert rows(code, "TFM013") == []


def test_aliases_of_keras_constructors_are_resolved():
    code = """
    import tensorflow as tensorflow_lib
    from tensorflow.keras.models import load_model
    from tensorflow.keras import Sequential
    a = tensorflow_lib.compat.v1.keras.Sequential()
    b = load_model("m.keras")
    c = Sequential()
    for i in range(3):
        a.compile(loss="mse"); a.fit(x)
        b.compile(loss="mse"); b.fit(x)
        c.compile(loss="mse"); c.fit(x)
    """
    assert rows(code, "TFM013") == [9, 10, 11]


def test_compile_inside_tf_function_or_comprehension_is_not_flagged():
    code = """
    import tensorflow as tf
    model = tf.keras.Sequential()
    results = [model.compile(loss=l) for l in losses]
    """
    assert rows(code, "TFM013") == []


def test_compile_in_a_function_called_in_a_loop_with_the_same_model_is_flagged():
    code = """
    import tensorflow as tf
    def fitness(model, x, y):
        model.compile(optimizer="adam", loss="mse")
        return model.evaluate(x, y)
    net = tf.keras.Sequential()
    for generation in range(100):
        score = fitness(net, x, y)
    """
    (finding,) = lint(code, ["TFM013"])
    assert finding.message == (
        "`model.compile(...)` in `fitness`, which runs repeatedly on the same model: each compile retraces training"
    )
    assert finding.location.row == 4


def test_compile_in_a_function_given_a_new_model_each_time_is_left_to_tfm009():
    code = """
    import tensorflow as tf
    def train(model, x, y):
        model.compile(optimizer="adam", loss="mse")
        model.fit(x, y)
    def build_and_compile():
        model = tf.keras.Sequential()
        model.compile(optimizer="adam", loss="mse")
        return model
    for fold in range(5):
        net = tf.keras.Sequential()
        train(net, x, y)
        other = build_and_compile()
    for candidate in candidates:
        train(candidate, x, y)
    """
    assert rows(code, "TFM013") == []


def test_compile_of_the_model_being_fit_in_a_callback_hook_is_flagged():
    code = """
    import tensorflow as tf
    class Anneal(tf.keras.callbacks.Callback):
        def on_epoch_begin(self, epoch, logs=None):
            self.model.compile(optimizer=self.model.optimizer, loss="mse", loss_weights=[1.0 / (epoch + 1)])
    """
    (finding,) = lint(code, ["TFM013"])
    assert finding.message == (
        "`self.model.compile(...)` in callback hook `on_epoch_begin`: compiling the model during its `fit` drops the"
        " training function"
    )


def test_method_rebuilding_its_model_per_call_is_not_flagged():
    code = """
    import keras
    class Trainer:
        def step(self):
            self.model = keras.Sequential()
            self.model.compile(loss="mse")
            self.model.fit(x, y)
    trainer = Trainer()
    for i in range(10):
        trainer.step()
    """
    assert rows(code, "TFM013") == []


def test_global_model_compiled_by_a_helper_is_flagged_unless_the_loop_rebuilds_it():
    kept = """
    import tensorflow as tf
    model = tf.keras.Sequential()
    def round_(lr):
        model.compile(optimizer=tf.keras.optimizers.SGD(lr), loss="mse")
        model.fit(x, y)
    for lr in rates:
        round_(lr)
    """
    rebuilt = kept.replace("for lr in rates:", "for lr in rates:\n        model = tf.keras.Sequential()")
    assert rows(kept, "TFM013") == [5]
    assert rows(rebuilt, "TFM013") == []


def test_training_in_the_loop_that_calls_the_compiling_helper_counts():
    code = """
    import tensorflow as tf
    def set_lr(model, lr):
        model.compile(optimizer=opt, loss="mse")
    net = tf.keras.Sequential()
    for epoch in range(10):
        set_lr(net, 0.1 / (epoch + 1))
        net.fit(x, y)
    """
    (finding,) = lint(code, ["TFM013"])
    assert finding.message.endswith(": each compile retraces training")


def test_staged_unfreezing_with_fit_is_not_flagged_but_per_batch_toggling_is():
    staged = """
    import keras
    model = keras.Sequential()
    for stage, first in enumerate([100, 60, 0]):
        for layer in base.layers[first:]:
            layer.trainable = True
        model.compile(optimizer=keras.optimizers.Adam(1e-5), loss="mse")
        model.fit(x, y, epochs=2)
    """
    per_batch = """
    import keras
    gan = keras.Sequential()
    for step in range(10000):
        discriminator.trainable = False
        gan.compile(optimizer="adam", loss="mse")
        gan.train_on_batch(noise, ones)
    """
    assert rows(staged, "TFM013") == []
    assert rows(per_batch, "TFM013") == [6]


def test_callback_model_assigned_from_a_parameter_counts():
    code = """
    import tensorflow as tf
    class Adjust(tf.keras.callbacks.Callback):
        def __init__(self, model):
            super().__init__()
            self.model = model
        def on_epoch_end(self, epoch, logs=None):
            self.model.compile(optimizer=self.model.optimizer, loss=self.model.loss)
    """
    assert rows(code, "TFM013") == [8]
