# source: https://github.com/tensorflow/tensorflow/issues/61344
# symptom: using tf.py_function in a function mapped over a tf.data.Dataset makes the training script climb past 30 GB of RAM during model.fit although the first epoch needs less than 3 GB
# expect: TFM004 35
# note: the Python-side loader decodes one compressed sample (about 10 MB as float32) per element; the map runs it with 16 parallel calls, so up to 16 decoded samples plus their py_function copies are alive at once
import glob

import numpy as np
import tensorflow as tf

SAMPLE_SHAPE = (256, 256, 40)


def load_npz(path):
    with np.load(path.numpy().decode()) as f:
        volume = f["volume"].astype(np.float32)
        label = np.int64(f["label"])
    volume = (volume - volume.mean()) / (volume.std() + 1e-6)
    return volume, label


def tf_load(path):
    volume, label = tf.py_function(load_npz, [path], [tf.float32, tf.int64])
    volume.set_shape(SAMPLE_SHAPE)
    label.set_shape(())
    return volume, label


files = sorted(glob.glob("data/train/*.npz"))
model = tf.keras.Sequential([
    tf.keras.layers.Conv2D(16, 3, activation="relu", input_shape=SAMPLE_SHAPE),
    tf.keras.layers.GlobalAveragePooling2D(),
    tf.keras.layers.Dense(2),
])
ds = tf.data.Dataset.from_tensor_slices(files).shuffle(len(files))
ds = ds.map(tf_load, num_parallel_calls=16)
ds = ds.batch(8).prefetch(tf.data.AUTOTUNE)

model.compile("adam", tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True))
model.fit(ds, epochs=20)
