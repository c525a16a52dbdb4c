# source: https://github.com/tensorflow/tensorflow/issues/700
# symptom: repeatedly creating and closing sessions makes the Python process grow and every iteration take longer; the maintainers answer that each pass adds more ops to the default graph, which closing the session does not free
# expect: TFM010 17
# note: the report's loop, kept as a benchmark of session start-up cost: a new session, a placeholder and an identity op per pass, all in the one default graph
import time

import tensorflow as tf


def time_session_roundtrips(n_iterations=1000000, report_every=10000):
    timings = []
    for i in range(n_iterations):
        t0 = time.perf_counter()

        sess = tf.Session()

        a = tf.placeholder("int16", name="a")
        y = tf.identity(a, name="y")

        sess.run(y, feed_dict={a: 3})
        sess.close()

        timings.append(time.perf_counter() - t0)
        if i % report_every == 0:
            print(i, sum(timings[-report_every:]) / len(timings[-report_every:]))
    return timings


if __name__ == "__main__":
    time_session_roundtrips()
