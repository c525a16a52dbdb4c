# source: https://github.com/tensorflow/tensorboard/pull/6220
# note: the fix merged for tensorflow/tensorboard#6219: the loop passes tf.constant(step) to the tf.functions, so every step reuses one trace; the functions take fixed-shape tensors and get an input_signature
import tensorflow as tf

SPEC = [tf.TensorSpec([3, 3], tf.float32), tf.TensorSpec([], tf.int32)]


@tf.function(input_signature=SPEC)
def f(x, step):
    return tf.matmul(x, x) * tf.cast(step, tf.float32)


@tf.function(input_signature=SPEC)
def g(x, step):
    return tf.nn.relu(f(x, step) - 1.0)


def write_graph_traces(logdir, steps=4):
    writer = tf.summary.create_file_writer(logdir)
    x = tf.random.uniform([3, 3])
    for step in range(steps):
        tf.summary.trace_on(graph=True)
        f(x, tf.constant(step))
        g(x, tf.constant(step))
        with writer.as_default():
            tf.summary.trace_export(name="graphs", step=step)
