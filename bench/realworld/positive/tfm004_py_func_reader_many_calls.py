# source: https://github.com/tensorflow/tensorflow/issues/15694
# symptom: raising num_parallel_calls on a map of tf.py_func gives no speed-up (the Python reader holds the GIL) while every in-flight call keeps its decoded record in memory
# expect: TFM004 18
# note: the thread does not give the number of parallel calls; 32 is ours, the rest of the pattern (py_func reader mapped in parallel) is the report's
import numpy as np
import tensorflow as tf


def read_fn(path):
    with open(path.decode("utf-8"), "rb") as f:
        raw = np.frombuffer(f.read(), dtype=np.uint8)
    return raw.astype(np.float32) / 255.0


def input_fn(paths, batch_size=32):
    ds = tf.data.Dataset.from_tensor_slices(paths)
    ds = ds.map(lambda p: tf.py_func(read_fn, [p], tf.float32),
                num_parallel_calls=32)
    return ds.batch(batch_size).prefetch(1)
