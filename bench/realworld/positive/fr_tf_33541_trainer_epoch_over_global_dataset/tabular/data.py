import tensorflow as tf

BATCH_SIZE = 128
LABEL = "churned"

_raw = tf.data.experimental.make_csv_dataset(
    "data/customers_train.csv", batch_size=BATCH_SIZE, label_name=LABEL, num_epochs=1, shuffle=True
)


def _pack(features, label):
    columns = [tf.cast(v, tf.float32) for k, v in sorted(features.items())]
    return tf.stack(columns, axis=1), tf.cast(label, tf.float32)


train_batches = _raw.map(_pack, num_parallel_calls=tf.data.AUTOTUNE).prefetch(tf.data.AUTOTUNE)
