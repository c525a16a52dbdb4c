"""TFM012 tensor-accumulated-in-list (preview): edge cases beyond the YAML examples."""

from __future__ import annotations

from tests.conftest import lint, rows


def messages(code: str) -> list:
    return [f.message for f in lint(code, ["TFM012"])]


def test_rule_is_preview_and_off_by_default():
    code = """
    import tensorflow as tf
    xs = []
    for i in range(3):
        optimizer.minimize(loss, variables)
        xs.append(tf.constant(i))
    """
    assert [f.code for f in lint(code)] == []
    assert rows(code, "TFM012") == [6]


def test_op_result_appended_directly_is_flagged_with_its_source():
    code = """
    import tensorflow as tf
    losses = []
    for batch in batches:
        with tf.GradientTape() as tape:
            pass
        losses.append(tf.reduce_mean(batch))
    """
    assert messages(code)[0].startswith(
        "`losses.append(tf.reduce_mean(batch))` keeps the result of `tf.reduce_mean` from every iteration alive"
    )


def test_converted_values_are_not_flagged():
    code = """
    import tensorflow as tf
    losses = []
    for batch in batches:
        loss = tf.reduce_mean(batch)
        losses.append(float(loss))
        losses.append(loss.numpy())
        losses.append(loss.numpy().item())
    """
    assert rows(code, "TFM012") == []


def test_name_reassigned_to_a_number_in_the_loop_is_not_flagged():
    code = """
    import tensorflow as tf
    losses = []
    for batch in batches:
        loss = tf.reduce_mean(batch)
        loss = float(loss)
        losses.append(loss)
    """
    assert rows(code, "TFM012") == []


def test_arithmetic_and_indexing_on_a_tensor_are_tensors():
    code = """
    import tensorflow as tf
    a, b = [], []
    for batch in batches:
        out = tf.nn.softmax(batch)
        a.append(out * 2)
        b.append(out[0])
        print(out.numpy())
    """
    assert rows(code, "TFM012") == [6, 7]


def test_keras_model_and_layer_calls_are_tensors():
    code = """
    from tensorflow import keras
    model = keras.Sequential([keras.layers.Dense(1)])
    head = keras.layers.Dense(3)
    outs = []
    while running:
        outs.append(model(x))
        outs.append(head(x))
    """
    assert rows(code, "TFM012") == [7, 8]


def test_module_keras_subclass_is_a_model():
    code = """
    import tensorflow as tf
    class Net(tf.keras.Model):
        pass
    class Bigger(Net):
        pass
    net = Bigger()
    outs = []
    for x in xs:
        outs.append(net(x))
    """
    assert rows(code, "TFM012") == [10]


def test_tf_function_results_are_tensors_decorated_or_wrapped():
    code = """
    import tensorflow as tf
    def raw(x):
        return x
    step = tf.function(raw)
    @tf.function
    def other(x):
        return x
    hist = []
    for x in xs:
        hist.append(step(x))
        hist.append(other(x))
    """
    assert rows(code, "TFM012") == [11, 12]


def test_plain_python_calls_are_not_tensors():
    code = """
    import tensorflow as tf
    def compute(x):
        return x + 1
    results = []
    for x in xs:
        results.append(compute(x))
        results.append(len(x))
        results.append(x)
    """
    assert rows(code, "TFM012") == []


def test_list_fed_to_a_tensorflow_op_is_not_flagged():
    code = """
    import tensorflow as tf
    def predict(batches):
        preds = []
        for b in batches:
            preds.append(tf.nn.softmax(b))
        return tf.stack(preds)
    """
    assert rows(code, "TFM012") == []


def test_inside_tf_function_is_not_flagged():
    code = """
    import tensorflow as tf
    @tf.function
    def f(xs):
        out = []
        for i in tf.range(3):
            out.append(tf.reduce_sum(xs))
        return out
    """
    assert rows(code, "TFM012") == []


def test_comprehension_is_not_an_append_loop():
    code = """
    import tensorflow as tf
    for epoch in range(3):
        values = [tf.constant(i) for i in range(3)]
    """
    assert rows(code, "TFM012") == []


def test_aliases_and_compat_are_resolved():
    code = """
    import tensorflow as tensorflow_lib
    from tensorflow import reduce_sum
    import tensorflow.compat.v1 as tf1
    xs = []
    for b in batches:
        opt.apply_gradients(grads)
        xs.append(tensorflow_lib.reduce_sum(b))
        xs.append(reduce_sum(b))
        xs.append(tf1.reduce_sum(b))
    """
    assert rows(code, "TFM012") == [8, 9, 10]


def test_name_tf_bound_to_something_else_is_not_tensorflow():
    code = """
    import numpy as tf
    xs = []
    for b in batches:
        xs.append(tf.sum(b))
    """
    assert rows(code, "TFM012") == []


def test_loop_inside_method_is_checked_and_nested_def_is_not_in_the_loop():
    code = """
    import tensorflow as tf
    class Trainer:
        def fit(self, batches):
            for b in batches:
                self.optimizer.apply_gradients(zip(g, v))
                self.history.append(tf.reduce_mean(b))
                def later():
                    self.history.append(tf.reduce_mean(b))
    """
    assert rows(code, "TFM012") == [7]


def test_loop_that_runs_no_step_is_graph_building_and_not_flagged():
    code = """
    import tensorflow as tf
    outputs = []
    for width in [8, 16]:
        x = tf.keras.layers.Dense(width)(x)
        outputs.append(tf.nn.relu(x))
    """
    assert rows(code, "TFM012") == []


def test_tf1_graph_files_hold_symbolic_tensors_and_are_not_flagged():
    code = """
    import tensorflow as tf
    x = tf.placeholder(tf.float32)
    summaries = []
    for name in names:
        sess.run(op).numpy()
        summaries.append(tf.summary.scalar(name, x))
    """
    assert rows(code, "TFM012") == []
