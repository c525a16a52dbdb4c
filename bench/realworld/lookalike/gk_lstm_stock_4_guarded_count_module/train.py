import numpy as np
import tensorflow as tf

from losses import custom_loss

LOOKBACK = 30
BATCH = 64


def windows(series):
    x = np.stack([series[i:i + LOOKBACK] for i in range(len(series) - LOOKBACK)])
    y = series[LOOKBACK:]
    return x[..., None].astype("float32"), y[:, None].astype("float32")


model = tf.keras.Sequential([
    tf.keras.layers.Input(shape=(LOOKBACK, 1)),
    tf.keras.layers.LSTM(64),
    tf.keras.layers.Dense(1),
])
optimizer = tf.keras.optimizers.Adam(1e-3)


@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        loss = custom_loss(y, model(x, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


if __name__ == "__main__":
    series = np.cumsum(np.random.randn(5000)).astype("float32")
    x, y = windows((series - series.mean()) / series.std())
    ds = tf.data.Dataset.from_tensor_slices((x, y)).batch(BATCH, drop_remainder=True)
    for epoch in range(20):
        for xb, yb in ds:
            loss = train_step(xb, yb)
        print(epoch, float(loss))
