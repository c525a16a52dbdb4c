"""TFM002 variable-created-in-loop: which variables made in loops and tf.functions are reported, and how."""

from __future__ import annotations

from typing import List

import pytest

from tests.conftest import lint, rows

EAGER = "the previous variable is freed, but a new one is allocated every iteration"
RENAMED = "its name changes every iteration, so each one adds kernels to the kernel cache"
GRAPH = "in TF1 graph mode every iteration adds variable ops to the graph"
TF_FUNCTION = (
    "TensorFlow raises `ValueError: tf.function only supports singleton tf.Variables created on the first call`"
)


def messages(code: str) -> List[str]:
    return [f.message_with_help for f in lint(code, ["TFM002"])]


# --- what is recognised as a variable factory -------------------------------------------------


def test_tf_variable_rebound_in_for_loop_is_reported():
    code = """
    import tensorflow as tf

    for step in range(100):
        scale = tf.Variable(2.0)
    """
    assert rows(code, "TFM002") == [5]


def test_module_alias_is_resolved():
    code = """
    import tensorflow as tensorflow_lib

    for step in range(100):
        scale = tensorflow_lib.Variable(2.0)
    """
    assert rows(code, "TFM002") == [5]


def test_from_import_of_variable_is_resolved():
    code = """
    from tensorflow import Variable

    for step in range(100):
        scale = Variable(2.0)
    """
    assert rows(code, "TFM002") == [5]


def test_compat_v1_and_v2_variables_are_reported():
    code = """
    import tensorflow as tf

    for step in range(100):
        a = tf.compat.v1.Variable(1.0)
        b = tf.compat.v2.Variable(1.0)
    """
    [finding] = lint(code, ["TFM002"])  # one loop, one finding: the second variable is a related location
    assert finding.location.row == 5 and [location.row for _, location in finding.related] == [6]


def test_keras_variables_are_reported():
    code = """
    import keras
    import tensorflow as tf

    for step in range(100):
        a = keras.Variable(1.0)
        b = tf.keras.backend.variable(1.0)
    """
    [finding] = lint(code, ["TFM002"])
    assert finding.location.row == 6 and [location.row for _, location in finding.related] == [7]


def test_variable_outside_any_loop_is_not_reported():
    code = """
    import tensorflow as tf

    scale = tf.Variable(2.0)
    for step in range(100):
        scale.assign(float(step))
    """
    assert rows(code, "TFM002") == []


# --- nesting ----------------------------------------------------------------------------------


def test_loop_in_method_of_class_is_reported():
    code = """
    import tensorflow as tf

    class Trainer:
        def fit(self, batches):
            for batch in batches:
                lr = tf.Variable(0.01)
                self.step(batch, lr)
    """
    assert rows(code, "TFM002") == [7]


def test_while_loop_is_reported():
    code = """
    import tensorflow as tf

    def run(queue):
        while queue:
            counter = tf.Variable(0)
            queue.pop()
    """
    assert rows(code, "TFM002") == [6]


def test_async_for_loop_is_reported():
    code = """
    import tensorflow as tf

    async def consume(stream):
        async for item in stream:
            counter = tf.Variable(0)
    """
    assert rows(code, "TFM002") == [6]


def test_inner_loop_of_nested_loops_is_reported_once():
    code = """
    import tensorflow as tf

    for epoch in range(10):
        for step in range(100):
            counter = tf.Variable(0)
    """
    assert rows(code, "TFM002") == [6]


def test_function_defined_in_a_loop_is_its_own_scope():
    code = """
    import tensorflow as tf

    for step in range(100):
        def make():
            return tf.Variable(0)
    """
    assert rows(code, "TFM002") == []


def test_loop_in_a_function_called_from_a_loop_is_not_followed():
    code = """
    import tensorflow as tf

    def make():
        return tf.Variable(0)

    for step in range(100):
        v = make()
    """
    assert rows(code, "TFM002") == []


# --- how the variable is lost -----------------------------------------------------------------


def test_discarded_variable_is_reported_as_discarded():
    code = """
    import tensorflow as tf

    for step in range(100):
        tf.Variable(0)
    """
    assert messages(code) == [
        f"`tf.Variable(...)` is created in a loop and discarded\nhelp: {EAGER};"
        " create it once before the loop and `.assign()` to it"
    ]


def test_variable_passed_to_print_is_discarded():
    code = """
    import tensorflow as tf

    for step in range(100):
        print(tf.Variable(0))
    """
    assert rows(code, "TFM002") == [5]


def test_variable_in_a_checkpoint_rebound_each_iteration_is_reported():
    code = """
    import tensorflow as tf

    def train(model, batches):
        for batch in batches:
            ckpt = tf.train.Checkpoint(step=tf.Variable(0), model=model)
    """
    [message] = messages(code)
    assert message.startswith(
        "`tf.Variable(...)` is created in a loop and held by `ckpt`, which is rebound each time\nhelp: "
    )


def test_attribute_rebound_each_iteration_is_reported():
    code = """
    import tensorflow as tf

    class Trainer:
        def fit(self, data):
            for batch in data:
                self.lr = tf.Variable(0.01)
    """
    [message] = messages(code)
    assert "rebound to `self.lr` each time" in message


def test_variable_passed_to_unknown_function_is_not_reported():
    code = """
    import tensorflow as tf

    for name in ["a", "b"]:
        keep(tf.Variable(0.0))
    """
    assert rows(code, "TFM002") == []


# --- collections of distinct variables are fine -----------------------------------------------


def test_append_of_the_variable_is_not_reported():
    code = """
    import tensorflow as tf

    weights = []
    for size in [4, 8]:
        weights.append(tf.Variable(0.0))
    """
    assert rows(code, "TFM002") == []


def test_name_appended_later_in_the_body_is_not_reported():
    code = """
    import tensorflow as tf

    weights = []
    for size in [4, 8]:
        w = tf.Variable(0.0)
        weights.append(w)
    """
    assert rows(code, "TFM002") == []


def test_extend_add_and_insert_are_collections():
    code = """
    import tensorflow as tf

    a, b, c = [], set(), []
    for size in [4, 8]:
        a.extend([tf.Variable(0.0)])
        b.add(tf.Variable(0.0))
        c.insert(0, tf.Variable(0.0))
    """
    assert rows(code, "TFM002") == []


def test_subscript_store_is_not_reported():
    code = """
    import tensorflow as tf

    slots = {}
    for name in ["m", "v"]:
        slots[name] = tf.Variable(0.0)
        v = tf.Variable(1.0)
        slots[name + "_b"] = v
    """
    assert rows(code, "TFM002") == []


def test_setattr_with_computed_name_is_not_reported_but_constant_name_is():
    code = """
    import tensorflow as tf

    class Model:
        def __init__(self, names):
            for name in names:
                setattr(self, name, tf.Variable(0.0))
            for name in names:
                setattr(self, "v", tf.Variable(0.0))
    """
    assert rows(code, "TFM002") == [9]


def test_attribute_of_a_different_object_each_time_is_not_reported():
    code = """
    import tensorflow as tf

    for layer in layers:
        layer.kernel = tf.Variable(0.0)
    """
    assert rows(code, "TFM002") == []


def test_yield_return_and_list_augmented_assignment_are_not_reported():
    code = """
    import tensorflow as tf

    def gen(n):
        for i in range(n):
            yield tf.Variable(0.0)

    def first(n):
        variables = []
        for i in range(n):
            variables += [tf.Variable(0.0)]
            v = tf.Variable(1.0)
            return v
    """
    assert rows(code, "TFM002") == []


def test_tensorflow_arithmetic_named_like_a_container_method_is_not_a_collection():
    code = """
    import tensorflow as tf

    total = tf.constant(0.0)
    for step in range(100):
        bias = tf.Variable(1.0)
        total = tf.add(total, bias)
    """
    assert rows(code, "TFM002") == [6]


def test_comprehension_elements_are_a_collection():
    code = """
    import tensorflow as tf

    biases = [tf.Variable(0.0, name=f"b{i}") for i in range(3)]
    table = {k: tf.Variable(0.0) for k in "abc"}
    """
    assert rows(code, "TFM002") == []


def test_name_kept_through_another_object_is_not_reported():
    code = """
    import tensorflow as tf

    layers = []
    for size in [4, 8]:
        w = tf.Variable(0.0)
        layer = Dense(w)
        layers.append(layer)
    """
    assert rows(code, "TFM002") == []


def test_create_once_guard_in_the_loop_is_not_reported():
    code = """
    import tensorflow as tf

    v = None
    for step in range(100):
        if v is None:
            v = tf.Variable(0.0)
        v.assign_add(1.0)
    """
    assert rows(code, "TFM002") == []


def test_block_that_leaves_the_loop_is_not_reported():
    code = """
    import tensorflow as tf

    for device in ["/gpu:0", "/cpu:0"]:
        try:
            v = tf.Variable(0.0)
            break
        except RuntimeError:
            pass
    """
    assert rows(code, "TFM002") == []


# --- which case the message names -------------------------------------------------------------


def test_name_changing_each_iteration_names_the_kernel_cache():
    code = """
    import tensorflow as tf

    for i in range(200):
        v = tf.Variable(0.0, name=f"v{i}")
    """
    assert messages(code) == [
        f"`tf.Variable(...)` is created in a loop and rebound to `v` each time\nhelp: {RENAMED}"
        " (measured: RSS +3.5 MB per 100 iterations)"
    ]


def test_bounded_dtype_sweep_is_not_reported_even_with_a_changing_name():
    # TensorFlow's own tests sweep a literal list of dtypes: a few fixed variables, nothing repeated per step.
    code = """
    import tensorflow as tf

    for i, dtype in enumerate([tf.half, tf.float32, tf.float64]):
        var0_np = np.array([1.0, 2.0], dtype=dtype.as_numpy_dtype)
        var0 = tf.Variable(var0_np, name="var0_%d" % i)
    """
    assert rows(code, "TFM002") == []


def test_fixed_name_is_the_plain_eager_case():
    code = """
    import tensorflow as tf

    for i in range(200):
        v = tf.Variable(0.0, name="v")
    """
    [message] = messages(code)
    assert EAGER in message


def test_dtype_sweep_is_not_reported_but_a_variable_per_batch_is():
    # A variable made from each batch (to take gradients with respect to the input) is allocated per step:
    # `tape.watch()` on the tensor is the fix. A sweep over a literal list of dtypes is bounded.
    code = """
    import tensorflow as tf

    for dtype in [tf.float32, tf.float64]:
        var0 = tf.Variable([1.0, 2.0], dtype=dtype)
    for batch in dataset:
        image = tf.Variable(batch)
    """
    assert rows(code, "TFM002") == [7]
    [message] = messages(code)
    assert "`tape.watch()` the tensor instead" in message


def test_attribute_and_keyword_names_are_not_loop_values():
    code = """
    import tensorflow as tf

    for dtype in names:
        shape = dtype.upper()
        v = tf.Variable(tf.zeros([3]).shape, dtype=tf.float32)
    """
    [message] = messages(code)
    assert EAGER in message


def test_graph_mode_loop_that_runs_the_session_names_graph_growth():
    code = """
    import tensorflow.compat.v1 as tf

    tf.disable_eager_execution()
    with tf.Session() as sess:
        for step in range(400):
            counter = tf.Variable(0.0)
            sess.run(counter.initializer)
    """
    assert messages(code) == [
        f"`tf.Variable(...)` is created in a loop and rebound to `counter` each time\nhelp: {GRAPH}"
        " (measured: 400 ops and +4.2 MB RSS after 50 iterations)"
    ]


def test_graph_mode_is_detected_from_tf1_session():
    code = """
    import tensorflow as tf

    sess = tf.Session()
    for step in range(400):
        counter = tf.Variable(tf.zeros([10]))
        sess.run(counter.initializer)
    """
    [message] = messages(code)
    assert GRAPH in message


def test_graph_mode_loop_building_layers_is_not_reported():
    code = """
    import tensorflow.compat.v1 as tf

    h = tf.placeholder(tf.float32, [None, 8])
    for i in range(3):
        w = tf.Variable(tf.random_normal([8, 8]), name="w%d" % i)
        h = tf.matmul(h, w)
    """
    assert rows(code, "TFM002") == []


def test_graph_mode_loop_with_fresh_graph_each_iteration_is_not_reported():
    code = """
    import tensorflow.compat.v1 as tf

    for fold in range(5):
        tf.reset_default_graph()
        step = tf.Variable(0)
        with tf.Session() as sess:
            sess.run(step.initializer)
    for fold in range(5):
        with tf.Graph().as_default():
            step = tf.Variable(0)
            with tf.Session() as sess:
                sess.run(step.initializer)
    """
    assert rows(code, "TFM002") == []


def test_get_variable_with_name_from_the_loop_is_reported_in_a_training_loop():
    code = """
    import tensorflow.compat.v1 as tf

    with tf.Session() as sess:
        for step in range(100):
            v = tf.get_variable("v%d" % step, shape=[10])
            sess.run(v.initializer)
    """
    [message] = messages(code)
    assert message.startswith(
        "`tf.get_variable(...)` is created in a loop and rebound to `v` each time\nhelp: " + GRAPH
    )


def test_get_variable_with_fixed_name_or_reuse_is_not_reported():
    code = """
    import tensorflow.compat.v1 as tf

    with tf.Session() as sess:
        for step in range(100):
            v = tf.get_variable("v", shape=[10])
            w = tf.get_variable("w%d" % step, shape=[10], reuse=tf.AUTO_REUSE)
            sess.run(v.initializer)
    """
    assert rows(code, "TFM002") == []


def test_get_variable_under_a_reusing_scope_is_not_reported():
    code = """
    import tensorflow.compat.v1 as tf

    def load(weights, session):
        for op_name in weights:
            with tf.variable_scope(op_name, reuse=True):
                for param_name, data in weights[op_name].items():
                    var = tf.get_variable(param_name)
                    session.run(var.assign(data))

    def load_again(weights, session):
        tf.get_variable_scope().reuse_variables()
        for name in weights:
            var = tf.get_variable(name)
            session.run(var.initializer)
    """
    assert rows(code, "TFM002") == []


# --- tf.function bodies -----------------------------------------------------------------------


def test_variable_in_tf_function_body_names_the_value_error():
    code = """
    import tensorflow as tf

    @tf.function
    def step(x):
        bias = tf.Variable(1.0)
        return x + bias
    """
    assert messages(code) == [
        f"`tf.Variable(...)` is created inside tf.function `step` without a singleton guard\nhelp: {TF_FUNCTION};"
        " create it once, outside the function or behind an `if self.v is None:` guard"
    ]


def test_variable_in_function_wrapped_by_tf_function_call_is_reported():
    code = """
    import tensorflow as tf

    def step(x):
        return x + tf.Variable(1.0)

    fast_step = tf.function(step)
    """
    assert rows(code, "TFM002") == [5]


def test_variable_in_loop_of_tf_function_reports_the_tf_function_case():
    code = """
    from tensorflow import function, Variable

    @function(jit_compile=True)
    def step(xs):
        for x in xs:
            v = Variable(x)
    """
    [message] = messages(code)
    assert "inside tf.function `step`" in message and TF_FUNCTION in message


def test_singleton_guards_in_tf_function_are_not_reported():
    code = """
    import tensorflow as tf

    class Dense(tf.Module):
        def __init__(self):
            self.w = None
            self.built = False

        @tf.function
        def __call__(self, x):
            if self.w is None:
                self.w = tf.Variable(tf.ones([3, 2]))
            if not self.built:
                self.b = tf.Variable(tf.zeros([2]))
                self.built = True
            return tf.matmul(x, self.w) + self.b
    """
    assert rows(code, "TFM002") == []


def test_a_flag_the_guarded_block_turns_off_is_a_singleton_guard():
    code = """
    import tensorflow as tf

    class Scale(tf.Module):
        def __init__(self):
            self.fresh = True

        @tf.function
        def __call__(self, x):
            if self.fresh:
                self.w = tf.Variable(tf.ones([2]))
                self.fresh = False
            if self.training:
                self.b = tf.Variable(tf.zeros([2]))
            return x * self.w
    """
    assert rows(code, "TFM002") == [14]


def test_plain_function_body_is_not_reported():
    code = """
    import tensorflow as tf

    def build():
        return tf.Variable(1.0)
    """
    assert rows(code, "TFM002") == []


# --- look-alikes ------------------------------------------------------------------------------


def test_own_variable_class_is_not_reported():
    code = """
    from my_project.state import Variable

    for step in range(100):
        v = Variable(0)
    """
    assert rows(code, "TFM002") == []


def test_name_tf_bound_to_something_else_is_not_reported():
    code = """
    tf = load_plugin("terraform")

    for step in range(100):
        v = tf.Variable(0)
    """
    assert rows(code, "TFM002") == []


def test_non_tensorflow_library_imported_as_tf_is_not_reported():
    code = """
    import sympy as tf
    from pulp import LpVariable as Variable

    for step in range(100):
        v = tf.Variable(0)
        w = Variable("w")
    """
    assert rows(code, "TFM002") == []


def test_user_method_named_variable_is_not_reported():
    code = """
    import tensorflow as tf

    for step in range(100):
        v = self.Variable(0)
        w = model.get_variable("w")
    """
    assert rows(code, "TFM002") == []


def test_a_variable_per_input_for_its_gradient_is_reported_though_the_gradient_is_kept():
    code = """
    import tensorflow as tf

    def saliency(model, images):
        maps = []
        for img in images:
            x = tf.Variable(img[None])
            with tf.GradientTape() as tape:
                y = model(x)
            maps.append(tape.gradient(y, x).numpy())
        return maps
    """
    assert rows(code, "TFM002") == [7]
    (finding,) = lint(code, ["TFM002"])
    assert "tape.watch()" in finding.message_with_help


def test_a_variable_appended_itself_or_through_an_unknown_call_is_kept():
    code = """
    import tensorflow as tf

    kept = []
    for img in images:
        x = tf.Variable(img)
        kept.append(wrap(x))
    for img in images:
        y = tf.Variable(img)
        kept.append([y, 1])
    """
    assert rows(code, "TFM002") == []


@pytest.mark.parametrize(("tf1", "expected"), [("", [7]), ("    seen = tf.assign_add(seen, 1.0)\n", [])])
def test_a_variable_in_a_loss_keras_builds_once_on_a_tf1_graph_is_not_reported(tf1, expected):
    code = f"""
import tensorflow as tf
from tensorflow import keras


def custom_loss(y_true, y_pred):
    seen = tf.Variable(0.0)
{tf1}    return tf.reduce_mean(y_true - y_pred)


model = keras.Sequential([keras.layers.Dense(1)])
model.compile(optimizer="adam", loss=custom_loss)
"""
    assert rows(code, "TFM002") == expected


def test_a_layer_helper_that_a_model_builder_calls_per_fold_is_not_reported():
    code = """
    import tensorflow as tf
    from tensorflow.keras import layers

    def conv1d_bn(x, filters):
        x = layers.Conv1D(filters, 3, use_bias=False)(x)
        return layers.BatchNormalization()(x)

    def build_model():
        inputs = tf.keras.Input((100, 23))
        x = conv1d_bn(inputs, 32)
        model = tf.keras.Model(inputs, tf.keras.layers.Dense(1)(tf.keras.layers.Flatten()(x)))
        model.compile(optimizer="adam", loss="binary_crossentropy")
        return model

    for train, test in folds:
        model = build_model()
        model.fit(x[train], y[train], epochs=10)
    """
    assert rows(code, "TFM002") == []


def test_a_layer_helper_looped_over_by_a_function_that_builds_a_model_is_construction():
    # PacktPublishing/Advanced-Deep-Learning-with-Keras: resnet_v1 loops over resnet_layer to build the model.
    code = """
    from tensorflow.keras.layers import Activation, BatchNormalization, Conv2D, Input
    from tensorflow.keras.models import Model

    def resnet_layer(inputs, filters):
        x = Conv2D(filters, 3, padding="same")(inputs)
        x = BatchNormalization()(x)
        return Activation("relu")(x)

    def resnet_v1(shape, depth):
        inputs = Input(shape=shape)
        x = inputs
        for stack in range(depth):
            x = resnet_layer(x, 16 * 2 ** stack)
        return Model(inputs, x)
    """
    assert rows(code, "TFM002") == []


def test_a_variable_of_a_new_training_run_per_pass_is_that_runs_state():
    # oremnirv/ATP: each repeat trains a new model with a new optimizer and its own checkpoint.
    run_per_pass = """
    import tensorflow as tf

    for repeat in range(5):
        model = tf.keras.Sequential([tf.keras.layers.Dense(1)])
        opt = tf.keras.optimizers.Adam(3e-4)
        ckpt = tf.train.Checkpoint(step=tf.Variable(1), optimizer=opt, net=model)
        train(model, opt, ckpt)
    """
    assert rows(run_per_pass, "TFM002") == []
    same_run = """
    import tensorflow as tf

    model = tf.keras.Sequential([tf.keras.layers.Dense(1)])
    opt = tf.keras.optimizers.Adam(3e-4)
    for step in range(1000):
        ckpt = tf.train.Checkpoint(step=tf.Variable(step), optimizer=opt, net=model)
        train_step(model, opt)
    """
    assert rows(same_run, "TFM002") == [7]


def test_a_tensor_a_model_computes_from_the_variable_does_not_keep_it():
    # huggingface/transformers#12286: `x = tf.Variable(embeds)` per batch; only the CLS states computed from it are
    # kept. A new eager tensor holds no reference to the variable it was computed from.
    code = """
    import tensorflow as tf
    encoder = tf.keras.models.load_model("encoder.keras")
    states = []
    for batch in dataset:
        x = tf.Variable(batch)
        hidden = encoder.layers[0](x)
        pooled = tf.reduce_mean(x, axis=1)
        states.append(hidden[:, 0, :])
        states.append(pooled)
    """
    assert rows(code, "TFM002") == [6]
    kept = """
    import tensorflow as tf
    states = []
    for batch in dataset:
        x = tf.Variable(batch)
        wrapped = wrap(x)
        states.append(wrapped)
    """
    assert rows(kept, "TFM002") == []


def test_a_local_variable_of_a_function_run_per_step_is_reported_like_one_rebound_in_a_loop():
    # q-optimize/c3#38: memory rose with every optimisation step until `propagation`'s per-call `tf.Variable` for
    # the time step became a `tf.constant`.
    code = """
    import numpy as np
    import tensorflow as tf

    class Experiment:
        def propagation(self, amplitudes, t_final):
            ts = np.linspace(0.0, t_final, 201)
            dt = tf.Variable(ts[1] - ts[0], trainable=False)
            return tf.linalg.expm(-1j * dt * amplitudes)

        def kept(self, value):
            scale = tf.Variable(value)
            return scale

    def optimise(experiment, params):
        for step in range(500):
            with tf.GradientTape() as tape:
                loss = experiment.propagation(params, 1.0)
                other = experiment.kept(params)

    def main():
        helper = tf.Variable(1.0)
        optimise(Experiment(), helper)
    """
    assert rows(code, "TFM002") == [8]  # not the returned one, nor main's (called once)
    (finding,) = lint(code, ["TFM002"])
    assert "every call of `propagation`" in finding.message


def test_a_tf1_object_made_per_pass_adds_its_variables_to_the_graph_each_time():
    """twpca#18: cross-validation builds a new model object (four `tf.Variable`s in `__init__`) per fold in one
    TF1 session; an eager object made per pass frees its variables with it."""
    tf1 = """
    import tensorflow.compat.v1 as tf
    tf.disable_v2_behavior()

    class TWPCA:
        def __init__(self, data, k):
            self.factors = tf.Variable(tf.zeros([4, k]))
            self.train_op = tf.train.AdamOptimizer(0.1).minimize(tf.reduce_sum(self.factors))

        def fit(self, sess):
            sess.run(tf.global_variables_initializer())
            return sess.run(self.train_op)

    sess = tf.Session()
    for k in range(1, 9):
        TWPCA(data, k).fit(sess)
    """
    assert rows(tf1, "TFM002") == [7]
    assert "on every call of `TWPCA(...)` and kept in the graph" in messages(tf1)[0]
    eager = """
    import tensorflow as tf

    class TWPCA:
        def __init__(self, data, k):
            self.factors = tf.Variable(tf.zeros([4, k]))

        def fit(self):
            with tf.GradientTape() as tape:
                loss = tf.reduce_sum(self.factors)
            return tape.gradient(loss, [self.factors])

    for k in range(1, 9):
        TWPCA(data, k).fit()
    """
    assert rows(eager, "TFM002") == []
