# source: https://github.com/lyhue1991/eat_tensorflow2_in_30_days/blob/master/english/Chapter4-3.md
# symptom: the chapter's AutoGraph coding rules: a NumPy random call inside @tf.function gives the same numbers on every call (it runs once, at trace time), and defining a tf.Variable inside @tf.function fails with "tf.function-decorated function tried to create variables on non-first call"
# expect: TFM015 14
# expect: TFM002 25
# note: snippet in a reader's own training script that breaks both rules: an augmentation tf.function draws its brightness offset with np.random.uniform, and a step counter is created as a tf.Variable inside the traced step; tf is never imported (only a star import of the Keras layers), as when the cells are pasted into a script
import numpy as np
from tensorflow.keras.layers import *

BRIGHTNESS = 0.2


@tf.function
def jitter(images):
    delta = np.random.uniform(-BRIGHTNESS, BRIGHTNESS)
    return tf.clip_by_value(images + delta, 0.0, 1.0)


model = tf.keras.Sequential([Flatten(), Dense(64, activation="relu"), Dense(10)])
optimizer = tf.keras.optimizers.Adam(1e-3)
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)


@tf.function
def counted_step(images, labels):
    calls = tf.Variable(0, dtype=tf.int64)
    calls.assign_add(1)
    with tf.GradientTape() as tape:
        loss = loss_fn(labels, model(jitter(images), training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    tf.print("step", calls, "loss", loss)
    return loss


(x_train, y_train), _ = tf.keras.datasets.cifar10.load_data()
ds = tf.data.Dataset.from_tensor_slices((x_train.astype("float32") / 255.0, y_train)).batch(64)
for epoch in range(5):
    for images, labels in ds:
        counted_step(images, labels)
