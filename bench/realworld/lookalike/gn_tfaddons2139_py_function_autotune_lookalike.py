# source: https://github.com/tensorflow/addons/issues/2139
# note: the py_function augmentation is mapped with num_parallel_calls=AUTOTUNE (not a large literal) and nothing is cached after it, so the peak memory of in-flight Python calls is left to the tf.data autotuner; prefetch uses AUTOTUNE too.
import numpy as np
import tensorflow as tf
import tensorflow_addons as tfa

FEATURES = {
    "image": tf.io.FixedLenFeature([], tf.string),
    "label": tf.io.FixedLenFeature([], tf.int64),
}


def parsing_fn(serialized):
    ex = tf.io.parse_single_example(serialized, FEATURES)
    image = tf.io.decode_jpeg(ex["image"], channels=3)
    return tf.image.convert_image_dtype(image, tf.float32), ex["label"]


def translate_pipeline(image, label):
    h, w = image.shape[0], image.shape[1]
    shifts = np.array([[0.2 * w, 0], [-0.2 * w, 0], [0, 0.2 * h], [0, -0.2 * h]], dtype=np.float32)
    batch = np.repeat(image.numpy()[None], 4, axis=0)
    moved = tfa.image.translate(batch, shifts).numpy()
    return moved, np.repeat(label.numpy(), 4)


def translate(image, label):
    images, labels = tf.py_function(translate_pipeline, [image, label], [tf.float32, tf.int64])
    images.set_shape([4, None, None, 3])
    labels.set_shape([4])
    return images, labels


def make_dataset(pattern, batch_size=32):
    files = tf.data.Dataset.list_files(pattern)
    ds = tf.data.TFRecordDataset(files, num_parallel_reads=tf.data.AUTOTUNE)
    ds = ds.map(parsing_fn, num_parallel_calls=tf.data.AUTOTUNE)
    ds = ds.map(translate, num_parallel_calls=tf.data.AUTOTUNE)
    ds = ds.unbatch().batch(batch_size)
    return ds.prefetch(tf.data.AUTOTUNE)


if __name__ == "__main__":
    for images, labels in make_dataset("tfrecords/test_*.tfrecord").take(5):
        print(images.shape, labels.numpy()[:8])
