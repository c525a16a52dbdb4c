# source: https://github.com/tensorflow/tensorflow/issues/13101
# symptom: from_generator cannot be parallelised
# note: the maintainers' suggestion: Dataset.range(N).map(...) that produces the n-th element, with a py_function and a small fixed parallelism
import numpy as np
import tensorflow as tf

SIM_ROOT = "/data/simulations"


def make_nth(n):
    rng = np.random.default_rng(int(n))
    signal = rng.normal(size=(16000,)).astype("float32")
    return signal, np.float32(signal.std())


def nth_element(n):
    signal, scale = tf.py_function(make_nth, [n], (tf.float32, tf.float32))
    signal.set_shape([16000])
    scale.set_shape([])
    return signal, scale


ds = tf.data.Dataset.range(100000).map(nth_element, num_parallel_calls=4).batch(32).prefetch(2)
for signal, scale in ds.take(3):
    print(signal.shape, scale.shape)
