# source: https://github.com/tensorflow/tensorflow/issues/58747
# note: the pipeline order from the report: from_generator, cache, shuffle, repeat, then the map whose augmentation wraps scipy.ndimage.rotate in tf.numpy_function, then batch and prefetch; the in-memory cache sits before the Python-function map (it holds only the raw decoded samples), the map uses AUTOTUNE and the buffers are small or AUTOTUNE
import glob

import numpy as np
import scipy.ndimage
import tensorflow as tf

AUTOTUNE = tf.data.AUTOTUNE
PATCH = (64, 64, 64, 1)


def generator():
    for path in sorted(glob.glob("data/patches/*.npy")):
        vol = np.load(path).astype(np.float32)
        yield vol[..., None], np.float32(vol.mean() > 0.5)


def random_rotate(volume):
    angle = np.random.uniform(-15, 15)
    return scipy.ndimage.rotate(volume, angle, axes=(0, 1), reshape=False, order=1).astype(np.float32)


def augment(volume, label):
    volume = tf.numpy_function(random_rotate, [volume], tf.float32)
    volume.set_shape(PATCH)
    return volume, label


ds = tf.data.Dataset.from_generator(
    generator,
    output_signature=(tf.TensorSpec(PATCH, tf.float32), tf.TensorSpec((), tf.float32)),
)
ds = ds.cache()
ds = ds.shuffle(256)
ds = ds.repeat()
ds = ds.map(augment, num_parallel_calls=AUTOTUNE)
ds = ds.batch(8)
ds = ds.prefetch(AUTOTUNE)

model = tf.keras.Sequential([
    tf.keras.layers.Conv3D(8, 3, activation="relu", input_shape=PATCH),
    tf.keras.layers.GlobalAveragePooling3D(),
    tf.keras.layers.Dense(1, activation="sigmoid"),
])
model.compile("adam", "binary_crossentropy")
model.fit(ds, steps_per_epoch=200, epochs=300)
