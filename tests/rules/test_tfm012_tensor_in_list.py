"""TFM012 tensor-accumulated-in-list (preview): edge cases beyond the YAML examples."""

from __future__ import annotations

from tests.conftest import lint, rows


def messages(code: str) -> list:
    return [f.message_with_help for f in lint(code, ["TFM012"])]


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
        "`losses.append(tf.reduce_mean(batch))` keeps a tensor per iteration alive while the list lives\n"
        "help: the result of `tf.reduce_mean` is a tensor"
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
        optimizer.minimize(loss_fn, variables)
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
        return model(x, training=True)
    step = tf.function(raw)
    @tf.function
    def other(x):
        with tf.GradientTape() as tape:
            y = x * x
        return tape.gradient(y, x)
    hist = []
    for x in xs:
        hist.append(step(x))
        hist.append(other(x))
    """
    assert rows(code, "TFM012") == [13, 14]


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


def test_list_fed_to_a_tensorflow_op_is_not_flagged_when_the_loop_is_not_over_a_dataset():
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


def test_gradients_from_a_tape_in_a_snippet_without_imports_are_tensors():
    code = """
    saved = []
    for x, y in train_dataset:
        with tf.GradientTape() as tape:
            tape.watch(x)
            loss = loss_fn(y, model(x, training=True))
        grads, input_grad = tape.gradient(loss, (model.trainable_variables, x))
        saved.append(input_grad)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
    """
    assert rows(code, "TFM012") == [8]
    assert messages(code)[0].endswith(
        "help: the gradient from `tape.gradient` is a tensor: append `float(x)` for a scalar, or `x.numpy()`"
    )


def test_a_function_of_the_module_returning_a_tensor_in_a_loop_that_fits():
    code = """
    import tensorflow as tf
    def input_gradients(model, x):
        x = tf.convert_to_tensor(x)
        with tf.GradientTape() as tape:
            tape.watch(x)
            out = model(x)
        return tape.gradient(out, x)
    def track(model, x, y):
        per_epoch = []
        for epoch in range(100):
            model.fit(x, y, epochs=1, verbose=0)
            per_epoch.append(input_gradients(model, x))
        return per_epoch
    """
    assert rows(code, "TFM012") == [13]


def test_a_loop_whose_steps_run_only_in_a_nested_loop_does_not_append_per_step():
    code = """
    import tensorflow as tf
    epoch_means = []
    for epoch in range(100):
        batch_losses = []
        for x, y in train_data:
            batch_losses.append(train_step(x, y))
        epoch_means.append(tf.reduce_mean(batch_losses))
        print(epoch_means[-1].numpy())
    @tf.function
    def train_step(x, y):
        return model(x, training=True)
    """
    assert rows(code, "TFM012") == []


def test_a_tf_function_that_runs_no_model_is_not_a_step():
    code = """
    import tensorflow as tf
    @tf.function(reduce_retracing=True)
    def normalize(wave):
        return wave / tf.reduce_max(tf.abs(wave))
    clips = []
    for path in paths:
        clips.append(normalize(tf.io.read_file(path)))
    """
    assert rows(code, "TFM012") == []


def test_a_loop_run_under_a_gradient_tape_collects_for_the_gradient():
    code = """
    import tensorflow as tf
    model = tf.keras.Sequential([tf.keras.layers.Dense(2)])
    log_probs, history = [], []
    with tf.GradientTape() as tape:
        for t in range(200):
            log_probs.append(tf.math.log(model(state)[0, 0]))
        loss = -tf.reduce_sum(log_probs)
    for x in xs:
        with tf.GradientTape() as tape:
            history.append(model(x))
    """
    assert rows(code, "TFM012") == [11]


def test_scalars_in_a_list_made_anew_or_cleared_each_epoch_are_not_flagged_outputs_over_a_dataset_are():
    code = """
    import tensorflow as tf
    model = tf.keras.Sequential([tf.keras.layers.Dense(2)])
    train_data = tf.data.Dataset.from_tensor_slices((features, labels)).batch(32)
    kept = []
    for epoch in range(10):
        batch_losses = []
        outputs = []
        for x, y in train_data:
            with tf.GradientTape() as tape:
                loss = tf.reduce_mean(model(x) - y)
            batch_losses.append(loss)
            outputs.append(model(x))
            kept.append(loss)
        for x in val_data:
            val_loss = tf.reduce_mean(model(x))
            self.val_losses.append(val_loss)
        self.val_losses.clear()
    """
    # One epoch of outputs over a dataset is every batch's output: only the scalar losses are bounded.
    assert rows(code, "TFM012") == [13, 14]


def test_a_list_handed_to_a_tensorflow_op_is_flagged_when_the_loop_goes_over_a_dataset():
    code = """
    import tensorflow as tf
    model = tf.keras.applications.MobileNetV2(weights=None)
    dataset = tf.data.Dataset.list_files("*.png").map(load).batch(32)
    preds, steps = [], []
    for batch in dataset:
        preds.append(model(batch, training=False))
    for t in range(20):
        steps.append(model(state))
    scores = tf.concat(preds, axis=0)
    sequence = tf.stack(steps, axis=1)
    """
    assert rows(code, "TFM012") == [7]


def test_a_local_list_of_a_function_run_every_step_holds_one_step():
    code = """
    import tensorflow as tf
    def run_optimization(x, y):
        tower_grads = []
        for i in range(num_gpus):
            with tf.device("/gpu:%d" % i):
                tower_grads.append(backprop(x[i], y[i]))
        optimizer.apply_gradients(zip(average(tower_grads), variables))
    def backprop(x, y):
        with tf.GradientTape() as tape:
            loss = loss_fn(y, model(x, training=True))
        return tape.gradient(loss, variables)
    for step in range(1000):
        run_optimization(xs[step], ys[step])
    """
    assert rows(code, "TFM012") == []


def test_code_keras_traces_is_not_flagged():
    code = """
    import tensorflow as tf
    class Heads(tf.keras.layers.Layer):
        def call(self, inputs, training=False):
            outputs = []
            for level in range(5):
                outputs.append(self.head(inputs[level], training=training))
            return outputs
    """
    assert rows(code, "TFM012") == []


def test_a_layer_made_in_the_same_pass_builds_a_model():
    code = """
    import tensorflow as tf
    preprocessed = []
    lookup = tf.keras.layers.StringLookup()
    for name, feature in inputs.items():
        if strings[name]:
            lookup = tf.keras.layers.StringLookup(vocabulary=vocabularies[name])
        encode = tf.keras.layers.CategoryEncoding(num_tokens=lookup.vocabulary_size())
        preprocessed.append(encode(lookup(feature)))
    """
    assert rows(code, "TFM012") == []


def test_a_loop_over_the_parts_of_one_tensor_is_one_input():
    code = """
    import tensorflow as tf
    cell = tf.keras.layers.SimpleRNNCell(64)
    outputs = []
    for x_t in tf.unstack(x, axis=1):
        out, state = cell(x_t, state)
        outputs.append(out)
    """
    assert rows(code, "TFM012") == []


def test_outputs_over_a_generator_or_an_enumerated_dataset_are_every_item_of_the_data():
    # deepface#683: one embedding tensor per frame of a video, kept in a list the function returns.
    code = """
    import numpy as np
    import tensorflow as tf

    def read_frames(path):
        cap = open_video(path)
        ok, frame = cap.read()
        while ok:
            yield frame
            ok, frame = cap.read()

    def embed(model, path):
        found = []
        for frame in read_frames(path):
            found.append(model(frame[np.newaxis], training=False))
        return found

    def predict_all(model, dataset):
        outputs = []
        for step, batch in enumerate(dataset.batch(32)):
            outputs.append(model(batch, training=False))
        return outputs

    def towers(model, xs):
        per_gpu = []
        for i in range(num_gpus):
            per_gpu.append(model(xs[i], training=True))
        return per_gpu

    model = tf.keras.applications.ResNet50(weights=None)
    for clip in clips:
        embed(model, clip)
        predict_all(model, tf.data.Dataset.from_tensor_slices(clip))
        towers(model, clip)
    """
    assert rows(code, "TFM012") == [15, 21]


def test_the_output_of_a_keras_loss_object_is_a_tensor():
    # tensorflow/addons#2686: each micro-batch's loss, from a `SparseCategoricalCrossentropy` object, kept in a
    # list for the whole run.
    code = """
    import tensorflow as tf

    def train(model, dataset, optimizer):
        loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
        history = []
        for step, (x, y) in enumerate(dataset):
            with tf.GradientTape() as tape:
                loss = loss_fn(y, model(x, training=True)) / 8
            optimizer.apply_gradients(zip(tape.gradient(loss, model.trainable_variables), model.trainable_variables))
            history.append(loss)
        return history

    train(model, tf.data.Dataset.from_tensor_slices((xs, ys)).batch(4), tf.keras.optimizers.Adam())
    """
    assert rows(code, "TFM012") == [11]
    (finding,) = lint(code, ["TFM012"])
    assert "the output of the Keras loss `loss_fn`" in finding.message_with_help


CALLBACK = """
import tensorflow as tf

class CollectOutputs(tf.keras.callbacks.Callback):
    def __init__(self, probe):
        super().__init__()
        self.probe = probe
        self.outputs = []

    def on_train_batch_end(self, batch, logs=None):
        y_pred = self.model(self.probe, training=False)
        self.outputs.append(KEPT)
"""


def test_a_batch_hook_that_appends_each_steps_tensor_to_the_object_keeps_them_all():
    """keras#13025: the callback keeps the model's output after every training batch, a tensor each."""
    assert rows(CALLBACK.replace("KEPT", "y_pred"), "TFM012") == [12]
    assert rows(CALLBACK.replace("KEPT", "float(tf.reduce_mean(y_pred))"), "TFM012") == []
    once = CALLBACK.replace("on_train_batch_end", "summarise")
    assert rows(once.replace("KEPT", "y_pred"), "TFM012") == []  # a method nothing repeats
