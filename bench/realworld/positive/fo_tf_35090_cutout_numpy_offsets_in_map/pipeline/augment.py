import numpy as np
import tensorflow as tf

IMG_SIZE = 224
CUTOUT = 20


def random_cutout(image, label):
    """Zero a CUTOUT x CUTOUT square at a random position of the crop."""
    top = np.random.randint(0, IMG_SIZE - CUTOUT)
    left = np.random.randint(0, IMG_SIZE - CUTOUT)
    mask = np.ones((IMG_SIZE, IMG_SIZE, 1), dtype=np.float32)
    mask[top:top + CUTOUT, left:left + CUTOUT, :] = 0.0
    return image * mask, label


def decode(path, label):
    image = tf.io.decode_jpeg(tf.io.read_file(path), channels=3)
    image = tf.image.resize(image, (IMG_SIZE, IMG_SIZE)) / 255.0
    return image, label


def make_train_dataset(paths, labels, batch_size=32):
    ds = tf.data.Dataset.from_tensor_slices((paths, labels))
    ds = ds.shuffle(2048).map(decode, num_parallel_calls=tf.data.AUTOTUNE)
    ds = ds.map(random_cutout, num_parallel_calls=tf.data.AUTOTUNE)
    return ds.batch(batch_size).prefetch(tf.data.AUTOTUNE)
