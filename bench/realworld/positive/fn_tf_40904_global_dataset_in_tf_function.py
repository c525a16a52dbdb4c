# source: https://github.com/tensorflow/tensorflow/issues/40904
# symptom: iterating or modifying a tf.data.Dataset inside a tf.function graph fails on tensorflow-gpu (the dataset's _VariantWrapper gets placed on the GPU); the reporter asks whether wrapping any dataset work in tf.function should be avoided
# expect: TFM003 31
# note: the case keeps the global-dataset-in-tf.function part of the report: the whole epoch loop is a tf.function that iterates the module-level train_ds, so the dataset is captured into the traced graph at the first call
import numpy as np
import tensorflow as tf

(x_train, y_train), _ = tf.keras.datasets.mnist.load_data()
x_train = (x_train[..., None] / 255.0).astype(np.float32)

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
model.build((None, 28, 28, 1))


@tf.function
def train_one_epoch():
    train_loss.reset_states()
    for images, labels in train_ds:
        with tf.GradientTape() as tape:
            loss = loss_fn(labels, model(images, training=True))
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        train_loss.update_state(loss)
    return train_loss.result()


for epoch in range(10):
    print("epoch", epoch, "loss", float(train_one_epoch()))
