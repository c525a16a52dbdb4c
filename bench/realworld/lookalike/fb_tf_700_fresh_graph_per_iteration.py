# source: https://github.com/tensorflow/tensorflow/issues/700
# symptom: creating and closing sessions in a loop leaked memory and slowed down, because every pass added ops to the one default graph
# note: look-alike: the fix given in the thread: each pass builds its placeholder and identity op in a new tf.Graph() (with ... as_default()) and runs them in a session on that graph, so nothing accumulates between passes
import time

import tensorflow as tf


def time_session_roundtrips(n_iterations=100000, report_every=10000):
    timings = []
    for i in range(n_iterations):
        t0 = time.perf_counter()
        with tf.Graph().as_default():
            sess = tf.Session()
            a = tf.placeholder(tf.int16, name="a")
            y = tf.identity(a, name="y")
            sess.run(y, feed_dict={a: 3})
            sess.close()
        timings.append(time.perf_counter() - t0)
        if i % report_every == 0:
            print(i, sum(timings[-report_every:]) / len(timings[-report_every:]))
    return timings


if __name__ == "__main__":
    time_session_roundtrips()
