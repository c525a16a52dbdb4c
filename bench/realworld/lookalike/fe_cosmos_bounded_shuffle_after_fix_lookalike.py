# source: https://github.com/AndreaGiorgi/Cosmos/blob/6460efe7211b0b401a67000aa0946501d5b1530e/src/neural_network_util/dataset_postprocess.py
# symptom: none; the later version of the same post-processing step, where the growing shuffle loop is commented out and replaced by a single repeat and a small shuffle
# note: look-alike: shuffle(2110), repeat(15), shuffle(186), then batch and a prefetch whose size the caller passes as tf.data.AUTOTUNE
import tensorflow as tf


def post_build_ops(dataset, prefetch, batch_size, test=False):
    dataset = dataset.shuffle(2110)
    if not test:
        dataset = dataset.repeat(15)
        dataset = dataset.shuffle(186)
    dataset = dataset.batch(batch_size)
    return dataset.prefetch(buffer_size=prefetch)


def make_datasets(train_files, val_files, parse, batch_size=64):
    train = tf.data.TFRecordDataset(train_files).map(parse, num_parallel_calls=tf.data.AUTOTUNE)
    val = tf.data.TFRecordDataset(val_files).map(parse, num_parallel_calls=tf.data.AUTOTUNE)
    return (post_build_ops(train, tf.data.AUTOTUNE, batch_size),
            post_build_ops(val, tf.data.AUTOTUNE, batch_size, test=True))
