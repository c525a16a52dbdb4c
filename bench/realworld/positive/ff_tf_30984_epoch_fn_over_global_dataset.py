# source: https://github.com/tensorflow/tensorflow/issues/30984
# symptom: wrapping the training loop that iterates a tf.data dataset in tf.function made it slower instead of faster on three machines (TF 2.0 beta); the reporter then asks how to keep the speed-up while looping over a fixed, given dataset
# expect: TFM003 35
# note: my own benchmark in the shape of the report's: a linear model trained by hand with a Keras optimizer; the dataset is built once at module level (to_float32 map, batch) and the epoch function decorated with tf.function iterates that module-level dataset directly instead of taking it as an argument
import time

import numpy as np
import tensorflow as tf

NB_EPOCHS = 100
BATCH_SIZE = 256
DIM_SIZE = 256
NB_SAMPLES = NB_EPOCHS * BATCH_SIZE

np.random.seed(1)
tf.random.set_seed(1)


def to_float32(x, y):
    return tf.cast(x, tf.float32), tf.cast(y, tf.float32)


features = np.random.normal(size=(NB_SAMPLES, DIM_SIZE))
labels = features @ np.random.normal(size=(DIM_SIZE, 1)) + 0.1
train_ds = tf.data.Dataset.from_tensor_slices((features, labels)).map(to_float32).batch(BATCH_SIZE)

w = tf.Variable(tf.zeros((DIM_SIZE, 1)))
b = tf.Variable(tf.zeros((1,)))
optim = tf.keras.optimizers.SGD(learning_rate=0.01)


@tf.function
def run_epoch():
    total = tf.constant(0.0)
    for x, y in train_ds:
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean(tf.square(x @ w + b - y))
        grads = tape.gradient(loss, [w, b])
        optim.apply_gradients(zip(grads, [w, b]))
        total += loss
    return total


for epoch in range(10):
    start = time.time()
    total_loss = run_epoch()
    print(f"epoch {epoch}: loss {float(total_loss):.3f} in {time.time() - start:.3f}s")
