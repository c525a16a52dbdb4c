# source: https://github.com/ai2cm/fv3net/pull/1712
# note: resembles a leak: emulator training pipeline after the memory optimisation
# note: the merged version: no large initial shuffle (more pre-shuffled files are read instead), an epoch buffer of 6 tiles (13,824 samples) and prefetch after shuffle and batch
import tensorflow as tf

SAMPLES_PER_TILE = 2304


def get_train_dataset(paths, read_fn, batch_size=512):
    files = tf.data.Dataset.from_tensor_slices(paths).shuffle(len(paths))
    samples = files.interleave(lambda p: tf.data.Dataset.from_tensor_slices(read_fn(p)),
                               num_parallel_calls=tf.data.AUTOTUNE)
    samples = samples.shuffle(SAMPLES_PER_TILE * 6)
    return samples.batch(batch_size).prefetch(tf.data.AUTOTUNE)
