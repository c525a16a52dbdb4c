# source: https://github.com/tensorflow/tensorflow/issues/34905
# symptom: every call of the method retraces ("triggered tf.function retracing"), although the decorator asks for experimental_relax_shapes=True; the module-level function stops retracing after three calls
# expect: TFM007 21
# note: a running-statistics helper of my own: the decorated method is fed a NumPy window whose length is the loop index, as in the report's a.f(np.ones(i))
import numpy as np
import tensorflow as tf


class WindowStats:
    def __init__(self, decay=0.99):
        self.decay = decay

    @tf.function(experimental_relax_shapes=True)
    def summarize(self, window):
        return tf.reduce_sum(window), tf.reduce_max(window)


stats = WindowStats()
signal = np.random.rand(500).astype("float32")
for i in range(1, 200):
    total, peak = stats.summarize(signal[:i])
    if i % 50 == 0:
        print(i, float(total), float(peak))
