"""TFM010: what shows a TF1 graph without the file saying so: an Operation's `run`, a tensor's `.op`, a snippet's
`feed_dict=`; and a caller that starts each repeat on a fresh graph."""

from __future__ import annotations

from tests.conftest import rows


def test_an_assign_run_through_its_op_per_call_grows_the_graph():
    # jsikyoon/pathnet#3: parameters are restored with `var.assign(value).op.run()` for both candidates of every
    # generation of a loop that trains with the session.
    code = """
    import tensorflow as tf

    def parameters_update(var_list, backup):
        for var, value in zip(var_list, backup):
            var.assign(value).op.run()

    sess = tf.InteractiveSession()
    for gen in range(generations):
        for cand in (a, b):
            parameters_update(var_list, backup)
            sess.run(train_step, feed_dict={x: xb})
    """
    assert rows(code, "TFM010") == [6]


def test_an_initializer_run_once_builds_nothing_per_step():
    code = """
    import tensorflow as tf
    sess = tf.InteractiveSession()
    tf.global_variables_initializer().run()
    for step in range(100):
        sess.run(train_step)
    """
    assert rows(code, "TFM010") == []


def test_a_snippet_feeding_a_graph_uses_tensorflow():
    # rinuboney/ladder#2, pasted without imports: the learning rate is assigned at every epoch boundary.
    code = """
    for i in range(num_iter):
        sess.run(train_step, feed_dict={inputs: images})
        if (i + 1) % iters_per_epoch == 0:
            sess.run(learning_rate.assign(starter_learning_rate * ratio))
    """
    assert rows(code, "TFM010") == [5]
    assert rows(code.replace("feed_dict", "feed"), "TFM010") == []  # no TensorFlow evidence at all


def test_a_caller_that_resets_the_graph_before_each_call_is_not_growth():
    # tensorflow#10147's grid search: `tf.reset_default_graph()` before each training run it repeats.
    code = """
    import tensorflow as tf

    def train(hparams):
        saver = tf.train.Saver()
        with tf.Session() as sess:
            sess.run(init)
            saver.save(sess, "ckpt")

    def one_round(hparams):
        tf.reset_default_graph()
        train(hparams)

    for hparams in grid:
        one_round(hparams)
    """
    assert rows(code, "TFM010") == []
    assert rows(code.replace("tf.reset_default_graph()", "pass"), "TFM010") == [5]
