# source: https://github.com/tensorflow/tensorflow/issues/40904
# note: the arrangement that avoids creating or iterating the dataset inside a graph, asked about in the same thread: the epoch loop iterates the dataset eagerly and only the per-batch step is a tf.function, with an input_signature, so the dataset is never captured into a traced function
import numpy as np
import tensorflow as tf

(x_train, y_train), _ = tf.keras.datasets.mnist.load_data()
x_train = (x_train[..., None] / 255.0).astype(np.float32)
y_train = y_train.astype(np.int64)

train_ds = (
    tf.data.Dataset.from_tensor_slices((x_train, y_train))
    .shuffle(10000)
    .batch(128)
)

model = tf.keras.Sequential([
    tf.keras.layers.Conv2D(32, 3, activation="relu", input_shape=(28, 28, 1)),
    tf.keras.layers.Flatten(),
    tf.keras.layers.Dense(10),
])
optimizer = tf.keras.optimizers.Adam(1e-3)
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
train_loss = tf.keras.metrics.Mean()


@tf.function(input_signature=[
    tf.TensorSpec([None, 28, 28, 1], tf.float32),
    tf.TensorSpec([None], tf.int64),
])
def train_step(images, labels):
    with tf.GradientTape() as tape:
        loss = loss_fn(labels, model(images, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    train_loss.update_state(loss)


for epoch in range(10):
    train_loss.reset_states()
    for images, labels in train_ds:
        train_step(images, labels)
    print("epoch", epoch, "loss", float(train_loss.result()))
