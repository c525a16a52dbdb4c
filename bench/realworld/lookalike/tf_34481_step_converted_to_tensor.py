# source: https://github.com/tensorflow/tensorflow/issues/34481
# note: the fix given in that thread: the step is converted with tf.convert_to_tensor(step, dtype=tf.int64) before it is passed to the tf.function, so one trace serves every step
import tensorflow as tf

writer = tf.summary.create_file_writer("/tmp/mylogs/tf_function")
model = tf.keras.Sequential([tf.keras.layers.Dense(32, activation="relu", input_shape=(16,)), tf.keras.layers.Dense(1)])
optimizer = tf.keras.optimizers.SGD(0.01)


@tf.function
def train_and_log(x, y, step):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(model(x) - y))
    optimizer.apply_gradients(zip(tape.gradient(loss, model.trainable_variables), model.trainable_variables))
    with writer.as_default():
        tf.summary.scalar("loss", loss, step=step)
    return loss


for step in range(1000):
    x = tf.random.normal([64, 16])
    y = tf.reduce_sum(x, axis=1, keepdims=True)
    train_and_log(x, y, tf.convert_to_tensor(step, dtype=tf.int64))
    if step % 100 == 0:
        writer.flush()
