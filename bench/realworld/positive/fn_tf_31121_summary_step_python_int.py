# source: https://github.com/tensorflow/tensorflow/issues/31121
# symptom: the reporter asks how to log to TensorBoard from the GradientTape step function decorated with @tf.function in TF 2.0 (no memory figures given)
# expect: TFM007 43
# note: the natural first attempt: pass a global step computed from the Python loop indices (epoch and enumerate()) into the tf.function so tf.summary.scalar gets a step; each distinct Python int is a new trace
import datetime

import tensorflow as tf

(x_train, y_train), _ = tf.keras.datasets.fashion_mnist.load_data()
train_ds = (
    tf.data.Dataset.from_tensor_slices((x_train[..., None] / 255.0, y_train))
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
logdir = "logs/gradient_tape/" + datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
writer = tf.summary.create_file_writer(logdir)


@tf.function
def train_step(images, labels, step):
    with tf.GradientTape() as tape:
        logits = model(images, training=True)
        loss = loss_fn(labels, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    with writer.as_default():
        tf.summary.scalar("loss", loss, step=step)
    return loss


steps_per_epoch = int(train_ds.cardinality())
for epoch in range(5):
    for step, (images, labels) in enumerate(train_ds):
        loss = train_step(images, labels, epoch * steps_per_epoch + step)
    print("epoch", epoch, "loss", float(loss))
