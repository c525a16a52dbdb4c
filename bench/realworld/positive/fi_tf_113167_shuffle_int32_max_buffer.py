# source: https://github.com/tensorflow/tensorflow/issues/113167
# symptom: the process dies with a segmentation fault (exit code 139) instead of an error when Dataset.shuffle is given an int32-max buffer_size
# expect: TFM011 23
# note: the "shuffle everything, buffer bigger than any dataset" idiom; the report's buffer of 2**31 - 1 elements is written here as the literal a user would paste
import tensorflow as tf

AUTOTUNE = tf.data.AUTOTUNE


def parse_example(record):
    features = tf.io.parse_single_example(record, {
        "image": tf.io.FixedLenFeature([], tf.string),
        "label": tf.io.FixedLenFeature([], tf.int64),
    })
    image = tf.io.decode_jpeg(features["image"], channels=3)
    image = tf.image.resize(image, (224, 224)) / 255.0
    return image, features["label"]


def make_train_dataset(pattern, batch_size=64):
    files = tf.data.Dataset.list_files(pattern, shuffle=True)
    ds = files.interleave(tf.data.TFRecordDataset, cycle_length=4, num_parallel_calls=AUTOTUNE)
    ds = ds.shuffle(2147483647, reshuffle_each_iteration=True)
    ds = ds.map(parse_example, num_parallel_calls=AUTOTUNE)
    return ds.batch(batch_size).prefetch(AUTOTUNE)


if __name__ == "__main__":
    train_ds = make_train_dataset("gs://my-bucket/train-*.tfrecord")
    model = tf.keras.applications.MobileNetV2(weights=None, classes=10)
    model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    model.fit(train_ds, epochs=3)
