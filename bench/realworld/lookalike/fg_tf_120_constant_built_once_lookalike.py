# source: https://github.com/tensorflow/tensorflow/issues/120
# note: the fix from the same thread: the constant/op is built once before the loop and only evaluated inside it (graph finalized), which runs in a fraction of the time and does not grow the graph
import numpy as np
import tensorflow as tf

tf.compat.v1.disable_eager_execution()

dt = 0.01
drive = tf.compat.v1.placeholder(tf.float32, shape=[4])
phase = tf.compat.v1.placeholder(tf.float32, shape=[])
damping = tf.constant([0.9, 0.8, 0.95, 0.7])
kick = tf.sin(phase) * tf.ones([4])
response = (drive + kick) * damping
tf.compat.v1.get_default_graph().finalize()

state = np.zeros(4, dtype=np.float32)
trace = []
with tf.compat.v1.Session() as sess:
    for step in range(1000):
        state = sess.run(response, feed_dict={drive: state, phase: step * dt})
        trace.append(state.copy())

print(np.asarray(trace).mean(axis=0))
