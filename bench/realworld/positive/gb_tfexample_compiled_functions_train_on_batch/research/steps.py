"""Model, loss, optimizer and the compiled training step."""
import tensorflow as tf
from tensorflow import keras

model = keras.Sequential([keras.layers.Dense(32, activation="relu"),
                          keras.layers.Dense(32, activation="relu"),
                          keras.layers.Dense(10)])
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
optimizer = tf.keras.optimizers.Adam(learning_rate=1e-3)


@tf.function  # Make it fast.
def train_on_batch(x, y):
    with tf.GradientTape() as tape:
        logits = model(x)
        loss = loss_fn(y, logits)
        gradients = tape.gradient(loss, model.trainable_weights)
    optimizer.apply_gradients(zip(gradients, model.trainable_weights))
    return loss
