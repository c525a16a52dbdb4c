# source: https://github.com/DragomirBozoki/LipReading
# symptom: (public repository) video lip-reading input pipeline
# note: the shuffle buffer holds file names, the py_function loader runs after it, nothing is cached in memory, and AUTOTUNE prefetch
import tensorflow as tf

from preprocessing import load_data


def mappable_function(path):
    frames, alignment = tf.py_function(load_data, [path], (tf.float32, tf.int64))
    return frames, alignment


def data(speaker=1):
    ds = tf.data.Dataset.list_files(f"./data/s{speaker}/*.mpg")
    ds = ds.shuffle(1000, reshuffle_each_iteration=False)
    ds = ds.map(mappable_function)
    ds = ds.padded_batch(2, padded_shapes=([75, None, None, None], [40]))
    ds = ds.prefetch(tf.data.AUTOTUNE)
    return ds.take(450), ds.skip(450)
