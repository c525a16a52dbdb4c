import tensorflow.compat.v1 as tf


def probe_schedule(boundaries, values, steps=100):
    """Evaluates a piecewise-constant learning-rate schedule for `steps` steps."""
    global_step = tf.Variable(0, trainable=False)
    learning_rate = tf.train.piecewise_constant(global_step, boundaries, values)
    init = tf.global_variables_initializer()
    rates = []
    with tf.Session() as sess:
        sess.run(init)
        for step in range(steps):
            learning_rate = tf.train.piecewise_constant(step, boundaries, values)
            rates.append(sess.run(learning_rate))
    return rates
