# source: https://github.com/tensorflow/tensorflow/issues/120
# symptom: a forward simulation of 1,000 steps takes 17 s instead of 0.2 s; every step pays for graph construction, and the default graph keeps growing because a new constant op is built per step
# expect: TFM010 19
# note: a small step-response simulation of my own in the thread's style: each step builds tf.constant(...) from the current state and evaluates it in the session
import numpy as np
import tensorflow as tf

tf.compat.v1.disable_eager_execution()

dt = 0.01
state = np.zeros(4, dtype=np.float32)
drive = tf.compat.v1.placeholder(tf.float32, shape=[4])
damping = tf.constant([0.9, 0.8, 0.95, 0.7])
response = drive * damping

trace = []
with tf.compat.v1.Session() as sess:
    for step in range(1000):
        kick = tf.constant(np.sin(step * dt) * np.ones(4, dtype=np.float32)).eval()
        state = sess.run(response, feed_dict={drive: state + kick})
        trace.append(state.copy())

print(np.asarray(trace).mean(axis=0))
