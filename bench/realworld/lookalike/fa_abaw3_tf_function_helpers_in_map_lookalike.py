# source: https://github.com/gtallec/DL_ISIR_ABAW3/blob/HEAD/src/datasets/bp4d/data_augmentation.py
# note: correct code from a public repository's pattern: small @tf.function augmentation helpers take Python numbers (rotation degrees, crop padding) and are called only from the function handed to Dataset.map, so tf.data traces them once, with the pipeline, and never from eager code; the random draws are TensorFlow ops, evaluated for every element
import numpy as np
import tensorflow as tf
import tensorflow_addons as tfa


@tf.function
def random_flip(image):
    return tf.image.random_flip_left_right(image)


@tf.function
def random_rotation(image, deg):
    deg_rad = deg * np.pi / 180
    angle = tf.random.uniform([], minval=-deg_rad, maxval=deg_rad)
    return tfa.image.rotate(image, angles=angle)


@tf.function
def random_crop(image, pad):
    size = tf.shape(image)[0]
    image = tf.image.resize_with_crop_or_pad(image, size + pad, size + pad)
    return tf.image.random_crop(image, size=[size, size, 3])


def data_augmentation():
    def augment(image, label):
        image = random_rotation(image, 10)
        image = random_flip(image)
        image = random_crop(image, 6)
        return tf.clip_by_value(image, 0.0, 1.0), label

    return augment


def make_train_dataset(records, batch_size=64):
    ds = tf.data.TFRecordDataset(records).map(parse_example, num_parallel_calls=tf.data.AUTOTUNE)
    ds = ds.map(data_augmentation(), num_parallel_calls=tf.data.AUTOTUNE)
    return ds.shuffle(4096).batch(batch_size).prefetch(tf.data.AUTOTUNE)


def parse_example(serialized):
    features = tf.io.parse_single_example(serialized, {
        "image": tf.io.FixedLenFeature([], tf.string),
        "aus": tf.io.FixedLenFeature([12], tf.int64),
    })
    image = tf.image.convert_image_dtype(tf.io.decode_jpeg(features["image"], channels=3), tf.float32)
    return tf.image.resize(image, (224, 224)), features["aus"]


if __name__ == "__main__":
    model = tf.keras.applications.ResNet50(weights=None, classes=12, classifier_activation="sigmoid")
    model.compile("adam", "binary_crossentropy")
    model.fit(make_train_dataset(tf.io.gfile.glob("data/bp4d/train-*.tfrecord")), epochs=20)
