# source: https://github.com/tensorflow/tensorflow/issues/31121
# note: the working way to log from the @tf.function step asked about in the same thread: the step function has an input_signature and receives the global step as an int64 tensor (tf.constant), so one trace serves every step and tf.summary.scalar still gets the right x-axis
import datetime

import tensorflow as tf

(x_train, y_train), _ = tf.keras.datasets.fashion_mnist.load_data()
train_ds = (
    tf.data.Dataset.from_tensor_slices((tf.cast(x_train[..., None], tf.float32) / 255.0, tf.cast(y_train, tf.int64)))
    .shuffle(60000)
    .batch(64)
)

model = tf.keras.Sequential([
    tf.keras.layers.Conv2D(32, 3, activation="relu", input_shape=(28, 28, 1)),
    tf.keras.layers.MaxPooling2D(),
    tf.keras.layers.Flatten(),
    tf.keras.layers.Dense(10),
])
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
optimizer = tf.keras.optimizers.Adam()
writer = tf.summary.create_file_writer("logs/gradient_tape/" + datetime.datetime.now().strftime("%Y%m%d-%H%M%S"))


@tf.function(input_signature=[
    tf.TensorSpec([None, 28, 28, 1], tf.float32),
    tf.TensorSpec([None], tf.int64),
    tf.TensorSpec([], tf.int64),
])
def train_step(images, labels, step):
    with tf.GradientTape() as tape:
        loss = loss_fn(labels, model(images, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    with writer.as_default():
        tf.summary.scalar("loss", loss, step=step)
    return loss


steps_per_epoch = int(train_ds.cardinality())
for epoch in range(5):
    for step, (images, labels) in enumerate(train_ds):
        loss = train_step(images, labels, tf.constant(epoch * steps_per_epoch + step, dtype=tf.int64))
    print("epoch", epoch, "loss", float(loss))
