# source: https://github.com/tensorflow/tensorboard/issues/6219
# symptom: the Python int `step` of the for loop is passed to the tf.functions f and g, so every step traces a new graph (retracing warning once the loop is longer)
# expect: TFM007 21
# expect: TFM007 25
# note: snippet without imports (tf is taken to be TensorFlow); the demo writes a graph trace per step for the TensorBoard graphs dashboard
@tf.function
def f(x, step):
    return tf.matmul(x, x) * tf.cast(step, tf.float32)


@tf.function
def g(x, step):
    return tf.nn.relu(f(x, step) - 1.0)


def write_graph_traces(logdir, steps=4):
    writer = tf.summary.create_file_writer(logdir)
    x = tf.random.uniform([3, 3])
    for step in range(steps):
        tf.summary.trace_on(graph=True)
        f(x, step)
        with writer.as_default():
            tf.summary.trace_export(name=f"f_step_{step}", step=step)
        tf.summary.trace_on(graph=True)
        g(x, step)
        with writer.as_default():
            tf.summary.trace_export(name=f"g_step_{step}", step=step)
