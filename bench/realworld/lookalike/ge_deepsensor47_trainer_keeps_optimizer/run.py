import numpy as np
import tensorflow as tf

from convnp.trainer import Trainer


def make_model():
    inputs = tf.keras.Input(shape=(3,))
    h = tf.keras.layers.Dense(128, activation="relu")(inputs)
    h = tf.keras.layers.Dense(128, activation="relu")(h)
    return tf.keras.Model(inputs, [tf.keras.layers.Dense(1)(h), tf.keras.layers.Dense(1)(h)])


tasks = []
for _ in range(400):
    x = np.random.uniform(-2, 2, size=(256, 3)).astype("float32")
    tasks.append({"x": tf.constant(x), "y": tf.constant(np.sin(x.sum(axis=1, keepdims=True)))})

trainer = Trainer(make_model(), lr=5e-5)
for epoch in range(500):
    losses = trainer(tasks, batch_size=8)
    print(epoch, np.mean(losses))
