# source: https://github.com/tensorflow/tensorflow/issues/34481
# symptom: following the tf.summary documentation example, "5 out of the last 5 calls to <function my_func> triggered tf.function retracing": the Python step from range() is a new constant for every call
# expect: TFM007 51
# expect: TFM001 37
# note: a custom loop logs its metrics through a tf.function that takes the step; the loop passes the Python int from enumerate()/range(); the thread's fix converts it with tf.convert_to_tensor(step, tf.int64)
import argparse

import tensorflow as tf

parser = argparse.ArgumentParser()
parser.add_argument("--logdir", default="/tmp/mylogs/tf_function")
parser.add_argument("--epochs", type=int, default=20)
args = parser.parse_args()

writer = tf.summary.create_file_writer(args.logdir)
(x_train, y_train), _ = tf.keras.datasets.fashion_mnist.load_data()
train_ds = tf.data.Dataset.from_tensor_slices((x_train[..., None] / 255.0, y_train)).shuffle(10000).batch(128)

model = tf.keras.Sequential([
    tf.keras.layers.Conv2D(32, 3, activation="relu", input_shape=(28, 28, 1)),
    tf.keras.layers.Flatten(),
    tf.keras.layers.Dense(10),
])
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
optimizer = tf.keras.optimizers.Adam()
train_loss = tf.keras.metrics.Mean()


@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        loss = loss_fn(y, model(x, training=True))
    optimizer.apply_gradients(zip(tape.gradient(loss, model.trainable_variables), model.trainable_variables))
    train_loss.update_state(loss)


@tf.function
def log_metrics(step):
    with writer.as_default():
        tf.summary.scalar("train_loss", train_loss.result(), step=step)
        for weight in model.trainable_variables:
            tf.summary.histogram(weight.name, weight, step=step)


global_step = 0
for epoch in range(args.epochs):
    for x, y in train_ds:
        train_step(x, y)
        global_step += 1
        if global_step % 50 == 0:
            log_metrics(global_step)
            writer.flush()
    train_loss.reset_states()
