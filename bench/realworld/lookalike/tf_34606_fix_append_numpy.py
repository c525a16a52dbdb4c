# source: https://github.com/tensorflow/tensorflow/issues/34606
# note: the variant that the report says works: each prediction is converted to a NumPy array before it is kept
import numpy as np
import tensorflow as tf

model = tf.keras.applications.EfficientNetB0(weights=None, classes=10)


def load(path):
    img = tf.image.decode_png(tf.io.read_file(path), channels=3)
    return tf.image.resize(img, (224, 224))


dataset = tf.data.Dataset.list_files("frames/*.png", shuffle=False).map(load).batch(32)
preds = []
for batch in dataset:
    pred = model(batch, training=False)
    preds.append(pred.numpy())
np.save("scores.npy", np.concatenate(preds))
