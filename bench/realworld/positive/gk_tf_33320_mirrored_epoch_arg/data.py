import tensorflow as tf

IMG_H, IMG_W, MAX_LABEL = 32, 256, 32

_FEATURES = {
    "image": tf.io.FixedLenFeature([], tf.string),
    "label": tf.io.VarLenFeature(tf.int64),
}


def _decode(record):
    ex = tf.io.parse_single_example(record, _FEATURES)
    img = tf.io.decode_png(ex["image"], channels=1)
    img = tf.image.resize_with_pad(img, IMG_H, IMG_W) / 255.0
    label = tf.sparse.to_dense(ex["label"])
    label_len = tf.shape(label)[0]
    label = tf.pad(label, [[0, MAX_LABEL - label_len]])
    return img, label, label_len


def build_tfrecord_dataset(pattern, global_batch):
    ds = tf.data.TFRecordDataset(tf.io.gfile.glob(pattern), num_parallel_reads=8)
    ds = ds.map(_decode, num_parallel_calls=tf.data.AUTOTUNE)
    return ds.shuffle(20000).batch(global_batch, drop_remainder=True).prefetch(tf.data.AUTOTUNE)
