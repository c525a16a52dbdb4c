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
    assert finding.message.startswith("`net.compile(...)` runs on every iteration for a model built before the loop")
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


def test_loop_that_never_trains_is_not_flagged():
    code = """
    import tensorflow as tf
    model = tf.keras.Sequential()
    for loss in ["mse", "mae"]:
        model.compile(loss=loss)
    """
    assert rows(code, "TFM013") == []


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
