# source: https://errorcanon.top/errors/tensorflow/tf-function-recompilation-cache-limit/index.json
# note: fix from the same entry: the train step declares an input_signature whose batch and time dimensions are None, so batches padded to different lengths reuse a single concrete function instead of retracing
import numpy as np
import tensorflow as tf

model = tf.keras.Sequential([
    tf.keras.layers.Embedding(20000, 64, mask_zero=True),
    tf.keras.layers.LSTM(64),
    tf.keras.layers.Dense(1),
])
loss_fn = tf.keras.losses.BinaryCrossentropy(from_logits=True)
optimizer = tf.keras.optimizers.Adam(1e-3)


@tf.function(input_signature=[tf.TensorSpec([None, None], tf.int32), tf.TensorSpec([None], tf.float32)])
def train_step(x, y):
    with tf.GradientTape() as tape:
        loss = loss_fn(y, tf.squeeze(model(x, training=True), -1))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


rng = np.random.default_rng(0)
for step in range(500):
    length = int(rng.integers(5, 200))
    x = tf.constant(rng.integers(1, 20000, size=(32, length)), dtype=tf.int32)
    y = tf.constant(rng.integers(0, 2, size=32), dtype=tf.float32)
    train_step(x, y)
print(train_step.experimental_get_tracing_count())
