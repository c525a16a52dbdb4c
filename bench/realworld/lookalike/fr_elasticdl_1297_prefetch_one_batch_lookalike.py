# source: https://github.com/sql-machine-learning/elasticdl/issues/1297
# note: correct: each worker consumes one batch per forward pass, so prefetch(1) after batch() keeps a single batch ready (the maintainer's reasoning in the thread); the evaluation path uses AUTOTUNE; both buffers are small and bounded
import tensorflow as tf

FEATURES = {
    "image": tf.io.FixedLenFeature([28 * 28], tf.float32),
    "label": tf.io.FixedLenFeature([1], tf.int64),
}


def parse(record):
    ex = tf.io.parse_single_example(record, FEATURES)
    return tf.reshape(ex["image"], (28, 28, 1)), ex["label"]


def worker_dataset(shard_files, minibatch_size, training=True):
    ds = tf.data.TFRecordDataset(shard_files)
    ds = ds.map(parse, num_parallel_calls=tf.data.AUTOTUNE)
    if training:
        ds = ds.shuffle(minibatch_size * 8)
    ds = ds.batch(minibatch_size)
    return ds.prefetch(1) if training else ds.prefetch(tf.data.AUTOTUNE)


def process_task(model, task_files, minibatch_size=64):
    for images, labels in worker_dataset(task_files, minibatch_size):
        yield images, labels
