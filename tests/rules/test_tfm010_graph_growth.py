"""TFM010 graph-growth-in-session-loop: edge cases beyond the YAML examples."""

from __future__ import annotations

from tests.conftest import lint, rows


def messages(code: str) -> list:
    return [f.message_with_help for f in lint(code, ["TFM010"])]


def test_op_built_in_session_loop_is_flagged():
    code = """
    import tensorflow as tf
    sess = tf.Session()
    for i in range(10):
        sess.run(tf.add(x, 1))
    """
    assert rows(code, "TFM010") == [5]
    # The loop may run many steps per pass (ops built once per epoch): the message names the pass, not the step.
    assert messages(code)[0].startswith("`tf.add(...)` grows the graph on every pass of a loop that runs the session")


def test_alias_of_tensorflow_is_resolved():
    code = """
    import tensorflow as tensorflow_lib
    with tensorflow_lib.Session() as s:
        for i in range(10):
            s.run(tensorflow_lib.assign(v, i))
    """
    assert rows(code, "TFM010") == [5]


def test_from_import_of_an_op_is_resolved():
    code = """
    from tensorflow import constant
    for i in range(10):
        sess.run(constant(i))
    """
    assert rows(code, "TFM010") == [4]


def test_compat_v1_and_v2_spellings_are_resolved():
    code = """
    import tensorflow as tf
    import tensorflow.compat.v1 as tf1
    for i in range(10):
        sess.run(tf.compat.v1.assign_add(v, 1))
        sess.run(tf1.summary.merge_all())
        sess.run(tf.compat.v2.math.reduce_sum(x))
    """
    [finding] = lint(code, ["TFM010"])  # one loop, one finding: the other ops are related locations
    assert finding.location.row == 5
    assert [location.row for _, location in finding.related] == [6, 7]


def test_op_building_class_constructed_in_loop_is_flagged():
    code = """
    import tensorflow as tf
    for epoch in range(10):
        saver = tf.train.Saver()
        saver.save(sess, "ckpt")
        sess.run(train_op)
    """
    assert rows(code, "TFM010") == [4]


def test_initializer_run_in_loop_is_flagged():
    code = """
    import tensorflow as tf
    while True:
        sess.run(tf.global_variables_initializer())
    """
    assert rows(code, "TFM010") == [4]


def test_op_outside_the_loop_is_not_flagged():
    code = """
    import tensorflow as tf
    op = tf.add(x, 1)
    for i in range(10):
        sess.run(op, feed_dict={x: i})
    """
    assert rows(code, "TFM010") == []


def test_loop_that_does_not_run_the_graph_is_not_flagged():
    code = """
    import tensorflow as tf
    outputs = []
    for width in [8, 16]:
        outputs.append(tf.layers.dense(x, width) if False else tf.nn.relu(x))
    sess.run(outputs)
    """
    assert rows(code, "TFM010") == []


def test_non_op_apis_are_not_flagged():
    code = """
    import tensorflow as tf
    for step in range(10):
        tf.logging.info("step %d", step)
        config = tf.ConfigProto()
        graph = tf.get_default_graph()
        names = [v.name for v in tf.global_variables()]
        if tf.gfile.Exists("stop"):
            break
        sess.run(train_op)
    """
    assert rows(code, "TFM010") == []


def test_eval_with_feed_dict_counts_as_running_the_graph():
    code = """
    import tensorflow as tf
    for batch in batches:
        acc = tf.reduce_mean(correct)
        print(acc.eval(feed_dict={x: batch}))
    """
    assert rows(code, "TFM010") == [4]


def test_bare_eval_counts_only_in_a_file_that_creates_sessions():
    tf1 = """
    import tensorflow as tf
    sess = tf.InteractiveSession()
    for batch in batches:
        print(tf.reduce_mean(correct).eval())
    """
    other = """
    import tensorflow as tf
    for batch in batches:
        model.eval()
        y = tf.reduce_mean(batch)
    """
    assert rows(tf1, "TFM010") == [5]
    assert rows(other, "TFM010") == []


def test_bare_eval_under_a_session_block_runs_the_graph():
    # tensorflow/tensorflow#2468: a decay op built per step of a TF1-style test, evaluated in its test session.
    code = """
    import tensorflow as tf

    class DecayTest(tf.test.TestCase):
        def test_decay(self):
            with self.test_session():
                for step in range(0, decay_steps + 1):
                    decayed = tf.train.natural_exp_decay(0.1, step, 10, 0.96)
                    self.assertAllClose(decayed.eval(), expected(step))

        def test_outside(self):
            for step in range(0, decay_steps + 1):
                decayed = tf.train.natural_exp_decay(0.1, step, 10, 0.96)
                self.assertAllClose(decayed.eval(), expected(step))

    def serve(sess, xs):
        with sess.as_default():
            for x in xs:
                print(tf.reduce_sum(x).eval())
    """
    assert rows(code, "TFM010") == [8, 19]


def test_a_keras_2_helper_that_builds_gradients_and_runs_a_backend_function_grows_the_graph_per_call():
    # raghakot/keras-vis#223: `K.gradients` raises under eager execution, so the file is TF1 graph code, and the
    # function `K.function` made runs in its session: every call of the helper adds a gradient subgraph.
    code = """
    from keras import backend as K

    def neuron_gradients(model, image):
        grads = K.gradients(K.sum(model.output), model.layers[-2].output)[0]
        compute = K.function([model.input], [grads])
        return compute([image])[0]

    for image in images:
        for neuron in range(4096):
            neuron_gradients(model, image)
    """
    eager = code.replace("K.gradients(K.sum(model.output), model.layers[-2].output)[0]", "K.sum(model.output)")
    assert rows(code, "TFM010") == [5]
    assert rows(eager, "TFM010") == []  # Keras 3 / TF2: `K.function` runs eagerly, no graph to grow


def test_session_created_inline_is_recognised():
    code = """
    import tensorflow as tf
    for i in range(100):
        print(tf.get_default_session().run(tf.constant(i)))
    """
    assert rows(code, "TFM010") == [4]


def test_session_run_in_an_inner_loop_makes_the_outer_loop_grow():
    code = """
    import tensorflow as tf
    for epoch in range(10):
        summary = tf.summary.scalar("loss", loss)
        for batch in batches:
            sess.run(train_op)
    """
    assert rows(code, "TFM010") == [4]


def test_other_run_methods_are_not_sessions():
    code = """
    import subprocess
    import tensorflow as tf
    for i in range(10):
        y = tf.add(x, i)
        strategy.run(step, args=(y,))
        subprocess.run(["ls"])
        thread.run()
    """
    assert rows(code, "TFM010") == []


def test_loop_with_fresh_graph_each_iteration_is_not_flagged():
    code = """
    import tensorflow as tf
    for trial in range(3):
        with tf.Graph().as_default():
            loss = tf.reduce_sum(tf.random.normal([3]))
            with tf.Session() as sess:
                sess.run(loss)
    for trial in range(3):
        tf.keras.backend.clear_session()
        sess.run(tf.constant(1))
    """
    assert rows(code, "TFM010") == []


def test_create_once_guard_and_break_are_not_flagged():
    code = """
    import tensorflow as tf
    op = None
    for i in range(10):
        if op is None:
            op = tf.add(x, 1)
        if i == 5:
            sess.run(tf.constant(i))
            break
        sess.run(op)
    """
    assert rows(code, "TFM010") == []


def test_variables_are_left_to_tfm002():
    code = """
    import tensorflow as tf
    for i in range(10):
        v = tf.Variable(0.0)
        w = tf.get_variable("w", [3])
        sess.run(v.initializer)
    """
    assert rows(code, "TFM010") == []


def test_loop_inside_method_of_class_is_checked():
    code = """
    import tensorflow as tf
    class Trainer:
        def fit(self):
            while self.running:
                self.sess.run(tf.assign(self.step, 0))
    """
    assert rows(code, "TFM010") == [6]


def test_async_for_and_comprehension_in_session_loop_are_checked():
    code = """
    import tensorflow as tf
    async def feed(sess, stream):
        async for item in stream:
            sess.run(tf.constant(item))
    for step in range(100):
        ops = [tf.constant(i) for i in range(3)]
        sess.run(ops)
    """
    assert rows(code, "TFM010") == [5, 7]


def test_nested_function_in_loop_starts_a_new_scope():
    code = """
    import tensorflow as tf
    for i in range(3):
        def make():
            return tf.constant(1)
        sess.run(train_op)
    """
    assert rows(code, "TFM010") == []


def test_ops_inside_tf_function_are_not_flagged():
    code = """
    import tensorflow as tf
    @tf.function
    def step():
        for i in range(3):
            x = tf.constant(i)
            sess.run(x)
    """
    assert rows(code, "TFM010") == []


def test_helper_that_builds_ops_is_followed_and_named():
    code = """
    import tensorflow as tf
    def build_loss(logits):
        return tf.reduce_mean(logits)
    for batch in batches:
        loss = build_loss(logits)
        sess.run(loss)
    """
    assert rows(code, "TFM010") == [6]
    assert messages(code)[0].startswith("`build_loss(...)` (`build_loss` calls `tf.reduce_mean`) grows the graph")


def test_method_building_ops_through_another_method_is_followed():
    code = """
    import tensorflow as tf
    class Net:
        def logits(self, x):
            return tf.matmul(x, self.w)
        def predict(self, x):
            return tf.argmax(self.logits(x), 1)
        def run(self, sess, batches):
            for batch in batches:
                sess.run(self.predict(batch))
    """
    # At the call the session loop makes, and at the first op of the method it calls (reports name either line).
    assert rows(code, "TFM010") == [7, 10]


def test_helper_that_runs_the_session_makes_the_loop_a_session_loop():
    code = """
    import tensorflow as tf
    def evaluate(sess, op):
        return sess.run(op)
    for epoch in range(10):
        acc = tf.reduce_mean(correct)
        evaluate(sess, acc)
    """
    assert rows(code, "TFM010") == [6]


def test_helper_that_builds_its_own_graph_is_not_flagged():
    code = """
    import tensorflow as tf
    def trial(lr):
        tf.reset_default_graph()
        loss = tf.reduce_sum(tf.random.normal([3])) * lr
        with tf.Session() as sess:
            return sess.run(loss)
    for lr in [0.1, 0.01]:
        trial(lr)
        sess.run(train_op)
    """
    assert rows(code, "TFM010") == []


def test_user_functions_named_like_ops_are_not_flagged():
    code = """
    import tensorflow as tf
    def assign(a, b):
        return a
    for i in range(10):
        assign(x, i)
        sess.run(train_op)
    """
    assert rows(code, "TFM010") == []


def test_name_tf_bound_to_something_else_is_not_tensorflow():
    code = """
    import mylib as tf
    for i in range(10):
        sess.run(tf.add(x, i))
    """
    assert rows(code, "TFM010") == []


def test_optimizer_minimize_in_loop_is_flagged():
    code = """
    import tensorflow as tf
    opt = tf.train.AdamOptimizer(0.01)
    for step in range(100):
        sess.run(opt.minimize(loss))
    """
    assert rows(code, "TFM010") == [5]


def test_method_on_an_unknown_object_is_not_flagged():
    code = """
    import tensorflow as tf
    for step in range(100):
        sess.run(thing.minimize(loss))
    """
    assert rows(code, "TFM010") == []


def test_loop_over_graph_objects_builds_the_graph_once():
    code = """
    import tensorflow as tf
    for v, value in zip(tf.trainable_variables(), values):
        sess.run(tf.assign(v, value))
    for shardable_tensor in shardable_tensors:
        sess.run(tf.identity(shardable_tensor))
    """
    assert rows(code, "TFM010") == []


def test_loop_over_graph_objects_inside_an_epoch_loop_still_grows():
    code = """
    import tensorflow as tf
    for epoch in range(10):
        for v in tf.global_variables():
            sess.run(tf.assign(v, initial[v.name]))
    """
    assert rows(code, "TFM010") == [5]


def test_periodic_test_is_not_a_create_once_guard():
    code = """
    import tensorflow as tf
    for step in range(100000):
        sess.run(train_op)
        if step % 2000 == 0:
            sess.run(tf.assign(lr, lr / 3))
    """
    assert rows(code, "TFM010") == [6]


def test_an_operator_on_a_variable_fetched_in_a_repeated_method_builds_an_op():
    code = """
    import tensorflow as tf
    class Learner:
        def __init__(self, sess):
            self.sess = sess
            self.q = tf.Variable(tf.zeros([4]))
        def costs(self):
            return self.sess.run(-self.q)
    learner = Learner(tf.Session())
    for episode in range(1000):
        learner.costs()
    """
    assert rows(code, "TFM010") == [8]
    assert "`-self.q` (an operator on a tensor)" in messages(code)[0]


def test_a_slice_of_a_tensor_an_op_returned_in_a_tuple_builds_an_op_on_every_call():
    # tensorflow/tensorflow#19049: `sess.run(self.outputs[:, -1, :])` adds a StridedSlice per call.
    code = """
    import tensorflow as tf
    class Encoder:
        def __init__(self):
            self.inputs = tf.placeholder(tf.float32, [None, None, 12])
            self.outputs, _ = tf.nn.dynamic_rnn(tf.nn.rnn_cell.GRUCell(64), self.inputs, dtype=tf.float32)
            self.sess = tf.Session()
        def last_state(self, batch):
            return self.sess.run(self.outputs[:, -1, :], feed_dict={self.inputs: batch})
        def all_states(self, batch):
            return self.sess.run(self.outputs, feed_dict={self.inputs: batch})[:, -1, :]
    encoder = Encoder()
    for batch in batches:
        encoder.last_state(batch)
        encoder.all_states(batch)
    """
    assert rows(code, "TFM010") == [9]
    assert "`self.outputs[:, -1, :]` (an operator on a tensor)" in messages(code)[0]


def test_an_operator_inside_a_tf_call_is_reported_once_and_numpy_arithmetic_not_at_all():
    code = """
    import tensorflow as tf
    x = tf.placeholder(tf.float32)
    y = tf.Variable(1.0)
    with tf.Session() as sess:
        for step in range(100):
            value = sess.run(y) * 2
            sess.run(tf.reduce_sum(x + y), feed_dict={x: value})
    """
    assert rows(code, "TFM010") == [8]


def test_an_assign_fetched_by_the_session_builds_an_op_whatever_the_receiver():
    code = """
    import tensorflow as tf
    class Client:
        def set_weights(self, arrays):
            for var, value in zip(self.params, arrays):
                self.sess.run(var.assign(value))
    client = Client()
    while True:
        client.set_weights(receive())
    """
    assert rows(code, "TFM010") == [6]


def test_an_assign_loop_over_variables_run_once_is_graph_construction():
    code = """
    import tensorflow as tf
    def load(sess, params, arrays):
        for var, value in zip(params, arrays):
            sess.run(var.assign(value))
    load(tf.Session(), params, arrays)
    """
    assert rows(code, "TFM010") == []


def test_a_step_callback_that_builds_and_runs_an_op_grows_the_graph():
    code = """
    import tensorflow as tf
    class Managed:
        def _step_callback(self, *args):
            session = self.model.enquire_session()
            session.run(tf.assign_add(self.global_step, 1))
        def minimize(self):
            self.optimiser.minimize(self.model, step_callback=self._step_callback)
    """
    assert rows(code, "TFM010") == [6]
    assert "`step_callback=`" in lint(code, ["TFM010"])[0].message_with_help


def test_a_dataset_built_from_an_array_in_a_session_loop_grows_the_graph():
    code = """
    import tensorflow as tf
    iterator = tf.data.Iterator.from_structure(tf.float32, tf.TensorShape([None, 10]))
    with tf.Session() as sess:
        for epoch in range(100):
            data = tf.data.Dataset.from_tensor_slices(features).batch(32)
            sess.run(iterator.make_initializer(data))
    """
    assert 6 in rows(code, "TFM010")


def test_a_file_writer_or_a_short_literal_sweep_is_not_graph_growth():
    code = """
    import numpy as np
    import tensorflow as tf
    sess = tf.Session()
    for i in range(100):
        sess.run(train_op)
        writer = tf.summary.FileWriter('logs')
    for x in [np.zeros(3), np.ones(3)]:
        sess.run(tf.reduce_sum(x))
    """
    assert rows(code, "TFM010") == []


def test_an_assign_fetched_through_a_comprehension_in_a_step_function_grows_the_graph():
    # Coach issue 161: a rollout worker restores the policy with `sess.run([v.assign(w) for ...])` every episode.
    code = """
    import tensorflow as tf
    class Worker:
        def restore(self, weights):
            self.sess.run([v.assign(w) for v, w in zip(self.variables, weights)])
        def run(self):
            while True:
                self.restore(self.fetch())
    """
    assert rows(code, "TFM010") == [5]


def test_an_op_on_the_object_each_pass_picks_is_built_once_per_object():
    code = """
    import tensorflow.compat.v1 as tf

    def load(session, weights):
        for op_name in weights:
            with tf.variable_scope(op_name, reuse=True):
                for param_name, data in weights[op_name].items():
                    var = tf.get_variable(param_name)
                    session.run(var.assign(data))
        for name, value in weights.items():
            session.run(tf.assign(tf.get_variable(name), value))

    def train(session, v, batches, weights):
        for batch in batches:
            session.run(tf.assign(v, batch))
        for epoch in range(10):
            for param_name, data in weights.items():
                session.run(v.assign(data))
    """
    assert rows(code, "TFM010") == [15, 18]


def test_calling_a_hub_module_or_a_keras_model_per_call_of_a_session_function_grows_the_graph():
    code = """
    import tensorflow.compat.v1 as tf
    import tensorflow_hub as hub

    graph = tf.Graph()
    with graph.as_default():
        embed = hub.Module("https://tfhub.dev/google/universal-sentence-encoder/1")
        model = tf.keras.models.load_model("m.h5")
    session = tf.Session(graph=graph)

    def encode(sentences):
        return session.run(embed(sentences))

    def score(x):
        return session.run(model(x))

    for batch in batches:
        encode(batch)
        score(batch)
    """
    assert rows(code, "TFM010") == [12, 15]


def test_a_copy_of_parameters_called_every_n_steps_grows_the_graph_on_every_call():
    code = """
    import tensorflow.compat.v1 as tf

    def copy_model_parameters(sess, scope1, scope2):
        e1 = sorted([t for t in tf.trainable_variables() if t.name.startswith(scope1)], key=lambda v: v.name)
        e2 = sorted([t for t in tf.trainable_variables() if t.name.startswith(scope2)], key=lambda v: v.name)
        update_ops = []
        for e1_v, e2_v in zip(e1, e2):
            update_ops.append(e2_v.assign(e1_v))
        sess.run(update_ops)

    def assign_by_index(sess, from_w, to_w):
        for i in range(len(from_w)):
            sess.run(to_w[i].assign(from_w[i]))

    with tf.Session() as sess:
        for step in range(100000):
            if step % 1000 == 0:
                copy_model_parameters(sess, "q", "target_q")
                assign_by_index(sess, a, b)
    """
    assert rows(code, "TFM010") == [9, 14]


def test_a_loop_in_a_metric_keras_builds_once_is_not_a_session_loop():
    code = """
    import numpy as np
    import tensorflow as tf
    from keras import backend as K

    def mean_iou(y_true, y_pred):
        prec = []
        for t in np.arange(0.5, 1.0, 0.05):
            y_pred_ = tf.to_int32(y_pred > t)
            score, up_opt = tf.metrics.mean_iou(y_true, y_pred_, 2)
            K.get_session().run(tf.local_variables_initializer())
            prec.append(score)
        return K.mean(K.stack(prec), axis=0)

    model.compile(optimizer="adam", loss="binary_crossentropy", metrics=[mean_iou])
    """
    assert rows(code, "TFM010") == []


def test_a_helper_whose_caller_runs_each_pass_in_a_new_graph_does_not_grow_it():
    # cysmith/neural-style-tf: render_video wraps each frame's stylize() in `with tf.Graph().as_default():`.
    code = """
    import tensorflow as tf

    def minimize(sess, loss):
        sess.run(tf.global_variables_initializer())
        sess.run(loss)

    def stylize(frame):
        with tf.Session() as sess:
            minimize(sess, build_loss(frame))

    def render_video(frames):
        for frame in frames:
            with tf.Graph().as_default():
                stylize(frame)

    def render_video_in_one_graph(frames):
        with tf.Graph().as_default():
            for frame in frames:
                stylize(frame)
    """
    assert rows(code, "TFM010") == [5]
    assert "render_video_in_one_graph" in messages(code)[0]


# --- Keras 2 backend ---------------------------------------------------------------------------------


def test_keras_2_backend_ops_in_a_session_loop_are_flagged():
    # qqwweee/keras-yolo3#340: `detect_image` built `K.placeholder(shape=(2,))` and the post-processing per frame.
    code = """
    from keras import backend as K
    sess = K.get_session()
    for frame in frames:
        shape = K.placeholder(shape=(2,))
        boxes = K.sum(K.square(outputs), axis=-1)
        sess.run(boxes, feed_dict={shape: frame.shape[:2]})
    """
    assert rows(code, "TFM010") == [5]


def test_an_op_built_inside_k_eval_in_a_tf1_loop_is_flagged_and_k_eval_itself_is_not_an_op():
    code = """
    import tensorflow as tf
    from tensorflow.keras import backend as K
    tf.compat.v1.disable_eager_execution()
    scale = K.variable(2.0)
    for step in range(1000):
        print(K.eval(scale * step))
    """
    (message,) = messages(code)
    assert rows(code, "TFM010") == [7]
    assert message.startswith("`scale * step` (an operator on a tensor) grows the graph")


def test_keras_2_fetches_of_existing_tensors_and_the_learning_phase_placeholder_are_not_flagged():
    # allanzelener/YAD2K retrain_yolo.py feeds `K.learning_phase()` every step: one placeholder per graph.
    code = """
    import tensorflow as tf
    from keras import backend as K
    sess = K.get_session()
    boxes = K.sum(K.square(outputs), axis=-1)
    lr = K.variable(0.1)
    for image in images:
        sess.run(boxes, feed_dict={inputs: image, K.learning_phase(): 0})
        K.set_value(lr, K.get_value(lr) * 0.99)
        print(K.eval(boxes))
    """
    assert rows(code, "TFM010") == []


def test_k_eval_under_eager_execution_runs_no_graph():
    code = """
    import tensorflow as tf
    from tensorflow.keras import backend as K
    for step in range(1000):
        print(K.eval(K.constant(step) * 2))
    """
    assert rows(code, "TFM010") == []


def test_a_loop_that_runs_the_graph_only_through_k_get_value_is_screened_in_and_flagged():
    code = """
    import tensorflow as tf
    from tensorflow.keras import backend as K
    tf.compat.v1.disable_eager_execution()
    for step in range(1000):
        total = K.sum(K.square(weights))
        print(K.get_value(total))
    """
    assert rows(code, "TFM010") == [6]


def test_ops_in_a_short_literal_loop_of_a_function_run_per_image_are_reported_at_the_first():
    # rude-carnie#47: the crop helper builds its ops in a loop over fixed crop positions; each call adds them again
    code = """
    import tensorflow as tf
    sess = tf.compat.v1.Session()

    def multi_crop(image):
        crops = []
        for top, left in [(0, 0), (0, 29), (29, 0)]:
            crops.append(tf.image.crop_to_bounding_box(image, top, left, 227, 227))
        return sess.run(tf.stack(crops))

    for image in images:
        print(multi_crop(image))
    """
    assert rows(code, "TFM010") == [8]


def test_a_short_literal_sweep_inside_a_session_step_loop_still_grows_the_graph():
    code = """
    import tensorflow as tf
    sess = tf.compat.v1.Session()
    for step in range(1000):
        for name in ["w1", "w2"]:
            sess.run(tf.compat.v1.assign(params[name], values[name] * 0.9))
    """
    assert rows(code, "TFM010") == [6]


def test_a_short_literal_sweep_of_a_tf1_test_is_still_bounded():
    code = """
    import tensorflow as tf

    class OpsTest(tf.test.TestCase):
        def test_dtypes(self):
            for dtype in [tf.float16, tf.float32]:
                with self.test_session() as sess:
                    sess.run(tf.add(tf.constant(1, dtype), 2))
    """
    assert rows(code, "TFM010") == []


def test_get_next_of_a_tf1_iterator_in_a_session_loop_is_an_op():
    # fengjiran/tensorflow_learning: `sess.run(iterator.get_next())` adds an IteratorGetNext op per step
    code = """
    import tensorflow as tf
    iterator = tf.compat.v1.data.make_one_shot_iterator(dataset)
    with tf.compat.v1.Session() as sess:
        for step in range(5000):
            batch = sess.run(iterator.get_next())
    """
    assert rows(code, "TFM010") == [6]


def test_get_next_of_an_iterator_of_a_dataset_a_helper_made_is_an_op():
    # Kongsea/yueye#1: `build_dataset(...)` is the project's; only tf.data's datasets have `make_one_shot_iterator`
    code = """
    import tensorflow as tf
    train_ds = build_dataset(files, 32)
    iterator = train_ds.make_one_shot_iterator()
    with tf.Session() as sess:
        for step in range(5000):
            images, labels = iterator.get_next()
            sess.run(train_op, feed_dict={x: sess.run(images)})
    """
    assert rows(code, "TFM010") == [7]
    assert rows(code.replace("make_one_shot_iterator", "batches"), "TFM010") == []


def test_get_next_built_once_before_the_session_loop_is_not_flagged():
    code = """
    import tensorflow as tf
    iterator = dataset.make_one_shot_iterator()
    next_batch = iterator.get_next()
    with tf.compat.v1.Session() as sess:
        for step in range(5000):
            batch = sess.run(next_batch)
    """
    assert rows(code, "TFM010") == []


def test_preprocess_input_builds_ops_only_for_a_tensor():
    # rykov8/ssd_keras's video loop: `preprocess_input(np.array(inputs))` per frame computes in NumPy (Keras checks
    # `isinstance(x, np.ndarray)`), and `decode_predictions` takes NumPy predictions.
    code = """
    import numpy as np
    import tensorflow as tf
    from keras.applications.imagenet_utils import decode_predictions, preprocess_input
    sess = tf.Session()
    for frame in frames:
        x = preprocess_input(np.array([frame]))
        preds = sess.run(out, feed_dict={inp: x})
        print(decode_predictions(preds))
        y = preprocess_input(tf.constant(frame))
        sess.run(y)
    """
    assert rows(code, "TFM010") == [10]


def test_an_iterator_made_from_a_dataset_in_a_session_loop_is_graph_growth():
    # EnyaHermite/SPH3D-GCN#6: a new initializable iterator per epoch, run in the session; the fix makes it once.
    code = """
    import tensorflow as tf

    train = tf.data.TFRecordDataset(files).batch(8)
    with tf.Session() as sess:
        for epoch in range(10):
            iterator = train.make_initializable_iterator()
            sess.run(iterator.initializer)
    """
    assert rows(code, "TFM010") == [7]
    once = """
    import tensorflow as tf

    iterator = tf.data.TFRecordDataset(files).batch(8).make_initializable_iterator()
    with tf.Session() as sess:
        for epoch in range(10):
            sess.run(iterator.initializer)
    """
    assert rows(once, "TFM010") == []


def test_a_keras_2_backend_function_built_per_call_of_a_callback_hook_grows_the_graph():
    # keract#74 and Mask_RCNN#483: `K.function` over the wanted outputs, with the TF1 graph's learning-phase
    # placeholder among its inputs, built and run on every call.
    code = """
    from keras import backend as K
    from keras.callbacks import Callback

    def get_activations(model, x, names):
        outputs = [model.get_layer(n).output for n in names]
        fetch = K.function([model.input, K.learning_phase()], outputs)
        return fetch([x, 0])

    class Stats(Callback):
        def on_epoch_end(self, epoch, logs=None):
            get_activations(self.model, self.probe, self.names)
    """
    assert rows(code, "TFM010") == [7]
    # Without TF1 evidence the same `K.function` may be TF2's, which runs no session: not flagged.
    assert rows(code.replace("K.learning_phase()", "flag"), "TFM010") == []


def test_convert_to_tensor_puts_a_new_constant_in_the_graph_each_pass():
    # tensorflow#31419: a feature service's `tf.convert_to_tensor(frame)` per message, in TF1 graph mode.
    code = """
    import tensorflow as tf

    sess = tf.Session()
    for message in consumer:
        frame_t = tf.convert_to_tensor(decode(message))
        sess.run(frame_t)
    """
    assert rows(code, "TFM010") == [6]


def test_a_helper_named_like_a_variable_writer_and_tf_contrib_ops_are_ops_per_pass():
    # tensorflow#5199: `load_image_tensor(path)` is a helper, not `var.load(value)`; a spatial attack's
    # `tf.contrib.image.rotate` per grid point (TF1 only, so not in TensorFlow 2's op table).
    code = """
    import tensorflow as tf

    def load_image_tensor(path):
        return tf.expand_dims(tf.image.decode_jpeg(tf.read_file(path)), 0)

    with tf.Session() as sess:
        for path in paths:
            sess.run(load_image_tensor(path))
        for angle in angles:
            sess.run(tf.contrib.image.rotate(x, angle), feed_dict=feed)
            init = tf.contrib.layers.xavier_initializer()
            padded = tf.contrib.keras.preprocessing.sequence.pad_sequences(batch)
    """
    assert rows(code, "TFM010") == [5, 9, 11]


def test_a_tests_named_list_of_cases_is_a_short_sweep():
    """tensorflow/models' preprocessor tests loop over `in_shape_list = [[312, 312, 3], [299, 299, 3]]`: each case
    needs its op. Outside a test a named list is not taken for a sweep."""
    code = """
    import tensorflow as tf

    class PreprocessorTest(tf.test.TestCase):
        def testRandomCrop(self):
            in_shape_list = [[312, 312, 3], [299, 299, 3]]
            for in_shape in in_shape_list:
                image = tf.random_uniform(in_shape)
                with self.test_session() as sess:
                    sess.run(image)
    """
    assert rows(code, "TFM010") == []
    outside = code.replace("def testRandomCrop(self):", "def random_crop(self):")
    assert rows(outside, "TFM010") == [8]


def test_a_callers_loop_that_resets_the_graph_each_pass_covers_the_helpers_it_reaches():
    """Deep-Learning-TensorFlow's DBN pretrains one RBM per layer and calls `ops.reset_default_graph()` after each:
    the ops each RBM's `fit` builds go into a graph of their own."""
    code = """
    import tensorflow as tf
    from tensorflow.python.framework import ops

    def build(n):
        return tf.matmul(tf.zeros([n, n]), tf.ones([n, n]))

    def fit(n):
        with tf.Session() as sess:
            return sess.run(build(n))

    def pretrain_one(n):
        return fit(n)

    def pretrain(sizes):
        for n in sizes:
            pretrain_one(n)
            ops.reset_default_graph()
    """
    assert rows(code, "TFM010") == []
    assert rows(code.replace("            ops.reset_default_graph()\n", ""), "TFM010") == [6, 17]
