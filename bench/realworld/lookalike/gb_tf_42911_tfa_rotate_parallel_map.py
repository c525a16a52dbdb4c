# source: https://github.com/tensorflow/tensorflow/issues/42911
# note: the mapped function is pure TensorFlow (tf.image ops plus tfa.image.rotate, no py_function), and the literal num_parallel_calls=16 is well within what graph-only parsers use on a multi-core host; the buffers it implies are bounded by 16 in-flight images.
import math

import tensorflow as tf
import tensorflow_addons as tfa

IMG = 224


def decode(path, label):
    image = tf.io.decode_jpeg(tf.io.read_file(path), channels=3)
    image = tf.image.resize(image, (IMG, IMG)) / 255.0
    return image, label


def random_rotate(image, label):
    angle = tf.random.uniform((), -15.0, 15.0) * math.pi / 180.0
    return tfa.image.rotate(image, angle, fill_mode="reflect"), label


def build(paths, labels, batch_size=32):
    ds = tf.data.Dataset.from_tensor_slices((paths, labels)).shuffle(4096)
    ds = ds.map(decode, num_parallel_calls=16)
    ds = ds.map(random_rotate, num_parallel_calls=16)
    return ds.batch(batch_size).prefetch(tf.data.AUTOTUNE)


if __name__ == "__main__":
    import glob
    files = sorted(glob.glob("data/train/*/*.jpg"))
    names = sorted({f.split("/")[-2] for f in files})
    ds = build(files, [names.index(f.split("/")[-2]) for f in files])
    for images, labels in ds.take(3):
        print(images.shape, labels.numpy()[:8])
