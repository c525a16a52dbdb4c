# source: https://github.com/fabiodimarco/tf-levenberg-marquardt/issues/17
# note: the workaround from the thread: the step counter is turned into a tensor before it reaches the traced function, so every iteration passes an int64 scalar of the same signature and the step traces once
import numpy as np
import tensorflow as tf

model = tf.keras.Sequential([tf.keras.Input((1,)), tf.keras.layers.Dense(20, activation="tanh"), tf.keras.layers.Dense(1)])
optimizer = tf.keras.optimizers.SGD(0.1)


@tf.function
def train_step(x, y, step):
    damping = 1.0 / (1.0 + 0.01 * tf.cast(step, tf.float32))
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(model(x, training=True) - y))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients([(g * damping, v) for g, v in zip(grads, model.trainable_variables)])
    return loss


x = np.linspace(-1, 1, 1000, dtype="float32")[:, None]
y = np.sinc(3 * x).astype("float32")
iterator = iter(tf.data.Dataset.from_tensor_slices((x, y)).shuffle(1000).batch(100).repeat())
for step in range(5000):
    xb, yb = next(iterator)
    loss = train_step(xb, yb, tf.cast(step, tf.int64))
print(float(loss))
