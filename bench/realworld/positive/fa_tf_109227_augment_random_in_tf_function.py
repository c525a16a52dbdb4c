# source: https://github.com/tensorflow/tensorflow/pull/109227
# symptom: Python-side random draws inside a tf.function run once, while tracing, so every later call reuses the same "random" decision; the PR makes AutoGraph warn about the random module and recommends tf.random.uniform instead
# expect: TFM015 15
# note: batch augmentation called from a custom training loop; the flip decision uses the random module (the PR's case) and the rotation count uses NumPy, which is frozen the same way
import random

import numpy as np
import tensorflow as tf


@tf.function
def augment(images, labels):
    if random.random() < 0.5:
        images = tf.image.flip_left_right(images)
    k = np.random.randint(0, 4)
    images = tf.image.rot90(images, k=k)
    images = tf.image.random_brightness(images, 0.1)
    return images, labels


model = tf.keras.applications.MobileNetV3Small(input_shape=(128, 128, 3), classes=5, weights=None)
optimizer = tf.keras.optimizers.Adam(1e-3)
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy()

train_ds = tf.keras.utils.image_dataset_from_directory("data/flowers/train", image_size=(128, 128), batch_size=32)
for epoch in range(40):
    for images, labels in train_ds:
        images, labels = augment(images / 255.0, labels)
        with tf.GradientTape() as tape:
            loss = loss_fn(labels, model(images, training=True))
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
    print(epoch, float(loss))
