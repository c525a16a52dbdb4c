# source: https://github.com/tensorflow/tensorflow/issues/48732
# symptom: custom GradientTape fit() decorated with @tf.function: memory grows linearly during training and the process is killed
# expect: TFM003 48
# note: the report puts @tf.function above the whole hand-written fit(), which loops over a dataset defined at module level; the dataset is captured into the traced graph
import numpy as np
import tensorflow as tf

BATCH_SIZE = 32
EPOCHS = 50
N_FEATURES = 64

rng = np.random.default_rng(0)
x_all = rng.normal(size=(40000, N_FEATURES)).astype("float32")
y_all = (x_all[:, :8].sum(axis=1, keepdims=True) > 0).astype("float32")

train_ds = (
    tf.data.Dataset.from_tensor_slices((x_all, y_all))
    .shuffle(4096)
    .batch(BATCH_SIZE)
)

model = tf.keras.Sequential([
    tf.keras.layers.Dense(256, activation="relu", input_shape=(N_FEATURES,)),
    tf.keras.layers.Dense(256, activation="relu"),
    tf.keras.layers.Dense(1, activation="sigmoid"),
])
optimizer = tf.keras.optimizers.Adam(learning_rate=1e-3)
bce = tf.keras.losses.BinaryCrossentropy()
epoch_loss = tf.keras.metrics.Mean()
epoch_acc = tf.keras.metrics.BinaryAccuracy()


def train_batch(x, y):
    with tf.GradientTape() as tape:
        y_hat = model(x, training=True)
        loss = bce(y, y_hat)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    epoch_loss.update_state(loss)
    epoch_acc.update_state(y, y_hat)


@tf.function
def fit():
    for epoch in tf.range(EPOCHS):
        epoch_loss.reset_states()
        epoch_acc.reset_states()
        for x, y in train_ds:
            train_batch(x, y)
        tf.print("epoch", epoch + 1, "loss", epoch_loss.result(), "acc", epoch_acc.result())


fit()
model.save("custom_fit_model.h5")
