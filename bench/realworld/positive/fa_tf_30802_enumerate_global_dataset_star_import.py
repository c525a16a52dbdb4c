# source: https://github.com/tensorflow/tensorflow/issues/30802
# symptom: a tf.function that enumerates a tf.data dataset hung in an infinite loop (fixed by later AutoGraph support for enumerate over datasets); here the enumerated dataset is a module-level global, which the function captures at its first trace
# expect: TFM003 24
# note: curriculum training: the global dataset is rebound to the full data after the warm-up epochs, but the tf.function keeps iterating the easy subset it captured; layers come from a star import
import numpy as np
import tensorflow as tf
from tensorflow.keras.layers import *

x = np.load("data/features.npy").astype("float32")
y = np.load("data/labels.npy").astype("int64")
difficulty = np.load("data/difficulty.npy")

easy = difficulty < np.quantile(difficulty, 0.3)
train_ds = tf.data.Dataset.from_tensor_slices((x[easy], y[easy])).shuffle(10000).batch(128)

model = tf.keras.Sequential([Input((x.shape[1],)), Dense(256, activation="relu"), Dropout(0.2), Dense(int(y.max()) + 1)])
optimizer = tf.keras.optimizers.Adam(1e-3)
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)


@tf.function
def train_one_epoch():
    total = tf.constant(0.0)
    for step, (features, labels) in enumerate(train_ds):
        with tf.GradientTape() as tape:
            loss = loss_fn(labels, model(features, training=True))
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        total += loss
        if step % 100 == 0:
            tf.print("step", step, "loss", loss)
    return total


for epoch in range(30):
    if epoch == 5:
        train_ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(100000).batch(128)
    print(epoch, float(train_one_epoch()))
