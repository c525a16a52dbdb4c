import tensorflow as tf

TFRECORDS = {"train": "data/common_voice_train.tfrecord", "dev": "data/common_voice_dev.tfrecord"}


def _parse(serialized):
    ex = tf.io.parse_single_example(serialized, {
        "mel": tf.io.VarLenFeature(tf.float32),
        "labels": tf.io.VarLenFeature(tf.int64),
    })
    mel = tf.reshape(tf.sparse.to_dense(ex["mel"]), (-1, 80))
    labels = tf.cast(tf.sparse.to_dense(ex["labels"]), tf.int32)
    return mel, labels, tf.shape(mel)[0], tf.shape(labels)[0]


def load_dataset(split, batch_size):
    ds = tf.data.TFRecordDataset(TFRECORDS[split]).map(_parse, num_parallel_calls=tf.data.AUTOTUNE)
    return ds.padded_batch(batch_size).prefetch(tf.data.AUTOTUNE)
