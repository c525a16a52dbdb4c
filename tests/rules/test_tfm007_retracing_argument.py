"""TFM007 retracing-argument-in-loop: which arguments of known tf.functions make them trace again per iteration."""

from __future__ import annotations

from typing import List

from tests.conftest import fixed, lint, rows

NUMBER = "a Python number that changes every iteration"
SHAPE = "whose shape changes every iteration"


def messages(code: str) -> List[str]:
    return [f.message_with_help for f in lint(code, ["TFM007"])]


# --- Python numbers ------------------------------------------------------------------------------


def test_range_index_passed_to_decorated_function_is_reported():
    code = """
    import tensorflow as tf

    @tf.function
    def step(x, i):
        return x * i

    for i in range(100):
        step(1.0, i)
    """
    assert rows(code, "TFM007") == [9]
    (message,) = messages(code)
    assert message.startswith(
        "tf.function `step` is called in a loop with an argument that retraces it every iteration"
    )
    assert f"\nhelp: `i`, {NUMBER}: " in message
    assert "pass it as a tensor, `tf.constant(...)`" in message


def test_enumerate_index_tqdm_range_and_zip_are_python_ints():
    code = """
    import tensorflow as tf
    from tqdm import tqdm

    @tf.function
    def step(x, i):
        return x

    for i, batch in enumerate(data):
        step(batch, i)
    for j in tqdm(range(10)):
        step(1.0, j)
    for k, row in zip(range(5), rows):
        step(row, k)
    """
    assert rows(code, "TFM007") == [10, 12, 14]


def test_arithmetic_len_and_shape_of_loop_values_are_numbers():
    code = """
    import tensorflow as tf

    @tf.function
    def step(x, n):
        return x

    for epoch in range(10):
        step(1.0, epoch + 1)
        step(1.0, 0.9 ** epoch)
        lr = 1e-3 * (epoch // 2)
        step(1.0, lr)
    for chunk in chunks:
        step(chunk, len(chunk))
        step(chunk, chunk.shape[0])
    """
    assert rows(code, "TFM007") == [9, 10, 12, 14, 15]


def test_the_size_of_a_batch_is_the_same_on_every_step_but_the_last():
    # Monodepth2-TF2 (a real look-alike): `make_K_pyramid(batch_imgs.shape[0])` per batch traces once, and once more
    # for a last, partial batch; the size of something else of the step may change every time.
    code = """
    import tensorflow as tf

    @tf.function
    def step(x, n):
        return x

    for batch in batches:
        batch_imgs = decode(batch)
        step(batch_imgs, batch_imgs.shape[0])
        step(batch_imgs, len(batch))
        step(batch_imgs, batch_imgs.shape[1])
        boxes = detect(batch_imgs)
        step(batch_imgs, boxes.shape[0])
    """
    assert rows(code, "TFM007") == [12, 14]


def test_counter_incremented_in_while_loop_is_a_number():
    code = """
    import tensorflow as tf

    @tf.function
    def log(step):
        return step

    global_step = 0
    while True:
        log(global_step)
        global_step += 1
    """
    assert rows(code, "TFM007") == [10]


def test_loop_over_literal_numbers_is_a_number():
    code = """
    import tensorflow as tf

    @tf.function
    def step(x, lr):
        return x * lr

    for lr in [0.1, 0.01, 0.001]:
        step(1.0, lr)
    """
    assert rows(code, "TFM007") == [9]


def test_keyword_argument_is_checked_and_enclosing_loop_index_counts():
    code = """
    import tensorflow as tf

    @tf.function
    def step(x, epoch=0):
        return x

    for epoch in range(10):
        for batch in dataset:
            step(batch, epoch=epoch)
    """
    assert rows(code, "TFM007") == [10]


def test_reduce_retracing_does_not_help_python_numbers():
    code = """
    import tensorflow as tf

    @tf.function(reduce_retracing=True)
    def step(x, i):
        return x

    for i in range(10):
        step(1.0, i)
    """
    assert rows(code, "TFM007") == [9]


def test_tensor_loop_values_and_wrapped_numbers_are_not_reported():
    code = """
    import numpy as np
    import tensorflow as tf

    @tf.function
    def step(x, i):
        return x

    for i in tf.range(10):
        step(1.0, i)
    for i in range(10):
        step(1.0, tf.constant(i))
        step(1.0, np.float32(i))
        step(1.0, x_train[i])
    for batch in dataset:
        step(batch, 3)
    """
    assert rows(code, "TFM007") == []


def test_input_signature_stops_the_report():
    code = """
    import tensorflow as tf

    @tf.function(input_signature=[tf.TensorSpec([], tf.float32), tf.TensorSpec([], tf.int32)])
    def step(x, i):
        return x

    for i in range(10):
        step(1.0, i)
    """
    assert rows(code, "TFM007") == []


def test_unknown_tensor_times_index_is_not_a_number():
    code = """
    import tensorflow as tf

    @tf.function
    def step(x):
        return x

    for i in range(10):
        step(weights * i)
    """
    assert rows(code, "TFM007") == []


# --- shapes ---------------------------------------------------------------------------------------


def test_tensor_built_with_changing_shape_is_reported():
    code = """
    import numpy as np
    import tensorflow as tf

    @tf.function
    def step(x):
        return x

    for n in range(1, 10):
        step(tf.random.normal((n + 1, 10)))
        step(np.ones([1, n]))
        noise = tf.zeros([n])
        step(noise)
        step(tf.range(n))
    """
    assert rows(code, "TFM007") == [10, 11, 13, 14]
    assert SHAPE in messages(code)[0]
    assert "`input_signature` with `None` dimensions, or `reduce_retracing=True`" in messages(code)[0]


def test_shapes_kept_or_set_by_array_methods_are_followed():
    # tensorflow#33180's `np.random.randn(4, width).astype(...)`; ampere_model_library#146's per-text
    # `np.asarray(ids).reshape(1, len(ids))`; TransformerTTS#80's `tf.reshape(tokens, (1, len(tokens)))`.
    code = """
    import numpy as np
    import tensorflow as tf

    @tf.function
    def f(x):
        return x

    for width in range(64, 0, -1):
        f(tf.convert_to_tensor(np.random.randn(4, width).astype(np.float32)))
    for text in texts:
        ids = tokenize(text)
        f(np.asarray(ids).reshape(1, len(ids)))
        f(tf.reshape(tf.constant(ids), (1, len(ids))))
        f(np.asarray(ids).reshape(1, 16))
    """
    assert rows(code, "TFM007") == [10, 13, 14]


def test_a_request_handler_passes_each_requests_sizes_as_python_numbers():
    # bubbliiiing/yolov5-tf2#14: behind Flask, `get_pred(image_data, h, w)` with each uploaded image's size.
    code = """
    import numpy as np
    import tensorflow as tf
    from flask import Flask, request

    app = Flask(__name__)

    @tf.function
    def get_pred(image, height, width):
        return image

    @app.route("/detect", methods=["POST"])
    def detect():
        pixels = np.array(load(request.files["image"]))
        get_pred(pixels, pixels.shape[0], pixels.shape[1])
        get_pred(pixels, 416, 416)
    """
    assert rows(code, "TFM007") == [15]


def test_growing_slice_is_reported_and_fixed_window_is_not():
    code = """
    import tensorflow as tf

    @tf.function
    def step(x):
        return x

    for i in range(1, 64):
        step(tokens[:, :i])
        step(tokens[i:])
        step(tokens[i : i + 8])
        step(tokens[i])
    """
    assert rows(code, "TFM007") == [9, 10]


def test_reduce_retracing_or_relax_shapes_stop_shape_reports():
    code = """
    import tensorflow as tf

    @tf.function(reduce_retracing=True)
    def a(x):
        return x

    b = tf.function(lambda x: x, experimental_relax_shapes=True)

    for n in range(1, 10):
        a(tf.zeros([n]))
        b(tf.zeros([n]))
    """
    assert rows(code, "TFM007") == []


# --- which functions are known tf.functions ---------------------------------------------------------


def test_assigned_from_tf_function_call_is_known():
    code = """
    import tensorflow as tf

    def scale(x, k):
        return x * k

    fast_scale = tf.function(scale)
    for k in range(10):
        fast_scale(1.0, k)
    """
    assert rows(code, "TFM007") == [9]


def test_decorated_method_called_through_self_is_known():
    code = """
    import tensorflow as tf

    class Trainer(tf.Module):
        @tf.function
        def train_step(self, x, epoch):
            return x

        def fit(self, data):
            for epoch in range(10):
                self.train_step(data, epoch)
    """
    assert rows(code, "TFM007") == [11]
    assert messages(code)[0].startswith("tf.function `self.train_step` is called in a loop")


def test_attribute_assigned_tf_function_in_init_is_known():
    code = """
    import tensorflow as tf

    class Trainer:
        def __init__(self):
            self.step = tf.function(self._step)

        def _step(self, x, i):
            return x

        def fit(self, data):
            for i in range(10):
                self.step(data, i)
    """
    assert rows(code, "TFM007") == [13]


def test_aliases_compat_and_from_import_are_resolved():
    code = """
    import tensorflow.compat.v2 as tf2
    from tensorflow import function as tf_function

    @tf2.function
    def a(i):
        return i

    @tf_function
    def b(i):
        return i

    for i in range(10):
        a(i)
        b(i)
    """
    assert rows(code, "TFM007") == [14, 15]


def test_comprehension_is_a_loop():
    code = """
    import tensorflow as tf

    @tf.function
    def f(i):
        return i

    values = [f(i) for i in range(10)]
    """
    assert rows(code, "TFM007") == [8]


def test_plain_function_and_shadowed_name_are_not_reported():
    code = """
    import tensorflow as tf

    @tf.function
    def step(i):
        return i

    def plain(i):
        return i

    def run():
        step = plain
        for i in range(10):
            step(i)
            plain(i)
    """
    assert rows(code, "TFM007") == []


def test_call_in_loop_inside_tf_function_is_not_reported():
    code = """
    import tensorflow as tf

    @tf.function
    def inner(x, i):
        return x

    @tf.function
    def outer(x):
        for i in range(3):
            x = inner(x, i)
        return x
    """
    assert rows(code, "TFM007") == []


def test_non_tensorflow_function_decorator_is_not_reported():
    code = """
    from numba import jit as function

    @function
    def step(i):
        return i

    for i in range(10):
        step(i)
    """
    assert rows(code, "TFM007") == []


def test_function_returned_by_a_factory_of_the_module_is_known():
    code = """
    import tensorflow as tf

    def make_step(scale):
        @tf.function
        def step(x, i):
            return x * scale
        return step

    def make_relaxed():
        return tf.function(lambda x: x, reduce_retracing=True)

    step = make_step(2.0)
    relaxed = make_relaxed()
    for i in range(10):
        step(1.0, i)
        relaxed(tf.zeros([i]))

    def run():
        local_step = make_step(3.0)
        for i in range(10):
            local_step(1.0, i)
    """
    assert rows(code, "TFM007") == [16, 22]


def test_name_from_a_plain_function_is_not_a_tf_function():
    code = """
    import tensorflow as tf

    def make():
        return lambda x, i: x

    step = make()
    for i in range(10):
        step(1.0, i)
    """
    assert rows(code, "TFM007") == []


# --- the fix: `tf.constant(...)` around each Python number ---------------------------------------


def test_fix_wraps_each_number_through_the_files_alias_keeping_comments():
    code = """
    import tensorflow.compat.v2 as tf2

    @tf2.function
    def step(x, n, m=0):
        return x

    for i in range(10):
        step(
            x,
            i * 2,  # the scale
            m=len(xs[i]),
        )
    """
    assert fixed(code, ["TFM007"]) == (
        "\nimport tensorflow.compat.v2 as tf2\n\n@tf2.function\ndef step(x, n, m=0):\n    return x\n\n"
        "for i in range(10):\n    step(\n        x,\n        tf2.constant(i * 2),  # the scale\n"
        "        m=tf2.constant(len(xs[i])),\n    )\n"
    )


def test_fix_wraps_a_shape_entry_and_uses_a_from_import():
    code = """
    from tensorflow import constant, function

    step = function(lambda x, n: x)
    for image in images:
        step(image, image.shape[0])
    """
    assert fixed(code, ["TFM007"]) == (
        "\nfrom tensorflow import constant, function\n\nstep = function(lambda x, n: x)\n"
        "for image in images:\n    step(image, constant(image.shape[0]))\n"
    )


def test_no_fix_without_a_tensorflow_name_for_constant():
    code = """
    from tensorflow import function

    @function
    def step(n):
        return n

    for i in range(10):
        step(i)
    """
    [finding] = lint(code, ["TFM007"])
    assert finding.fix is None


def test_no_fix_for_a_call_that_also_passes_a_changing_shape():
    code = """
    import tensorflow as tf

    @tf.function
    def step(x, n):
        return x

    for i in range(10):
        step(tf.ones([i, 2]), i)
    """
    [finding] = lint(code, ["TFM007"])
    assert finding.fix is None


def test_fix_is_unsafe_and_titled_from_the_yaml():
    code = """
    import tensorflow as tf

    @tf.function
    def step(n):
        return n

    for i in range(10):
        step(i)
    """
    [finding] = lint(code, ["TFM007"])
    assert finding.fix is not None
    assert (finding.fix.applicability, finding.fix.message) == (
        "unsafe",
        "Wrap the Python number in `tf.constant(...)`",
    )
    assert "tf.constant(i)" not in fixed(code, ["TFM007"], unsafe=False)
    assert "step(tf.constant(i))" in fixed(code, ["TFM007"])


def test_a_loop_that_tf_data_traces_once_per_pipeline_is_not_reported():
    code = """
    import tensorflow as tf

    @tf.function
    def transform_for_output(y, grid):
        return tf.zeros((grid, grid, 3))

    def transform_targets(y, masks, size):
        grid = size // 32
        for idxs in masks:
            transform_for_output(y, grid)
            grid *= 2

    def train(ds, masks):
        for step in range(1000):
            transform_for_output(None, step)

    ds = tf.data.TFRecordDataset("x.tfrecord").map(lambda x, y: (x, transform_targets(y, [[0], [1]], 416)))
    """
    assert rows(code, "TFM007") == [16]


def test_a_loop_in_a_loss_keras_traces_is_not_reported():
    code = """
    import tensorflow as tf

    @tf.function
    def derivative(x, axis):
        return tf.experimental.numpy.diff(x, axis=axis)

    def loss(y_true, y_pred):
        total = 0.0
        for k in range(2):
            total += tf.reduce_mean(derivative(y_pred, k))
        return total

    model = tf.keras.Sequential([tf.keras.layers.Dense(1)])
    model.compile(optimizer="adam", loss=loss)
    """
    assert rows(code, "TFM007") == []


def test_an_attribute_counter_the_loop_increments_changes_every_iteration():
    # ray-project/ray#19981: the sampler passes `self.global_timestep`, incremented per environment step.
    code = """
    import tensorflow as tf

    class Policy:
        def __init__(self):
            self.global_timestep = 0
            self.epsilon = 0.1

        @tf.function
        def act(self, obs, timestep):
            return obs * timestep

        def sample(self, obs, horizon):
            for _ in range(horizon):
                self.act(obs, self.global_timestep)
                self.act(obs, self.epsilon)
                self.global_timestep += 1
    """
    assert rows(code, "TFM007") == [15]


# --- through a function called per step ------------------------------------------------------------


def test_a_number_a_per_step_caller_passes_anew_reaches_the_tf_function_through_a_parameter():
    # keiohta/tf2rl#100: `get_action` runs once per environment step and hands a decayed Python float to the
    # traced body.
    code = """
    import tensorflow as tf

    class Agent:
        @tf.function
        def _get_action_body(self, state, sigma):
            return self.actor(state) + tf.random.normal([1]) * sigma

        def get_action(self, state, step):
            sigma = 0.3 * max(0.0, 1.0 - step / 10000)
            return self._get_action_body(tf.constant(state), sigma)

    def train(env, agent):
        obs = env.reset()
        for step in range(100000):
            obs = env.step(agent.get_action(obs, step))
    """
    assert rows(code, "TFM007") == [11]
    (message,) = messages(code)
    assert message.startswith(
        "tf.function `self._get_action_body` is called in `get_action` (`get_action` is called in a loop in"
        " `train`) with an argument that retraces it on every call"
    )
    assert "`sigma`, a Python number that changes on every call: " in message


def test_a_flag_or_constant_the_per_step_caller_passes_the_same_each_time_is_not_reported():
    # tf2rl's own callers pass `test=False` on every step: one value, one trace.
    code = """
    import tensorflow as tf

    class Agent:
        @tf.function
        def _get_action_body(self, state, test):
            return self.actor(state, training=not test)

        def get_action(self, state, test=False, scale=2.0):
            return self._get_action_body(tf.constant(state), test) * scale

    def train(env, agent, evaluate):
        obs = env.reset()
        for step in range(100000):
            obs = env.step(agent.get_action(obs, evaluate))
    """
    assert rows(code, "TFM007") == []


# --- elements of a named collection ----------------------------------------------------------------


def test_a_shape_built_from_the_elements_of_a_named_list_of_numbers_changes_every_iteration():
    # ryfeus/lambda-packs#58's benchmark walks `batch_sizes` and `sequence_lengths`, lists of Python ints.
    code = """
    import tensorflow as tf

    @tf.function
    def forward(x):
        return tf.reduce_sum(x)

    batch_sizes = []
    for power in range(12):
        batch_sizes.append(2 ** power)
    for batch_size in batch_sizes:
        forward(tf.zeros([batch_size, 10]))
    """
    assert rows(code, "TFM007") == [12]


def test_the_elements_of_a_named_list_of_tensors_are_not_python_numbers():
    code = """
    import tensorflow as tf

    @tf.function
    def scale(x, factor):
        return x * factor

    factors = [tf.constant(f) for f in (0.5, 1.0, 2.0, 4.0)]
    for factor in factors:
        scale(tf.ones([4]), factor)
    """
    assert rows(code, "TFM007") == []


def test_a_flag_with_a_few_values_traces_a_few_times_and_is_not_reported():
    # mindle714/tf-models (a real look-alike): gradient-accumulation and parity flags computed from the step,
    # at most 2 traces each, below TensorFlow's frequent-retracing warning (5 traces); `step % 10` is not that.
    code = """
    import tensorflow as tf

    @tf.function
    def train_step(x, accum, odd):
        return x

    for idx, x in enumerate(data):
        accum = not (idx % k == 0)
        train_step(x, accum, idx % 2 == 1)
        train_step(x, accum=idx < warmup and idx > 0, odd=idx % 2)
        train_step(x, accum, idx % 10)
        train_step(x, accum, idx)
        train_step(x, is_train and np.random.random() > 0.5, idx % 2)
    """
    assert rows(code, "TFM007") == [12, 13]


def test_a_step_computed_from_loop_counters_and_a_constant_is_a_python_number():
    # tensorflow#44033: `global_step = epoch * STEPS_PER_EPOCH + i`, the constant defined elsewhere.
    code = """
    @tf.function
    def train_step(images, step):
        return images

    for epoch in range(EPOCHS):
        for i, images in enumerate(train_ds):
            global_step = epoch * STEPS_PER_EPOCH + i
            train_step(images, global_step)
            train_step(images, epoch * scale)
    """
    assert rows(code, "TFM007") == [9]
