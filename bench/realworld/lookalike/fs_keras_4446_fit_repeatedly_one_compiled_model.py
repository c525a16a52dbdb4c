# source: https://github.com/keras-team/keras/issues/4446
# note: the pattern confirmed in that thread (successive calls to fit incrementally train the same model): one model built and compiled once, then fit() called once per round on freshly generated data; the data generator queries the current network with predict_on_batch, and nothing is rebuilt or recompiled inside the loop
import numpy as np
import tensorflow as tf

ROUNDS = 200
SAMPLES_PER_ROUND = 1000

model = tf.keras.Sequential([
    tf.keras.Input(shape=(16,)),
    tf.keras.layers.Dense(128, activation="relu"),
    tf.keras.layers.Dense(128, activation="relu"),
    tf.keras.layers.Dense(4, activation="softmax"),
])
model.compile(optimizer=tf.keras.optimizers.Adam(1e-3), loss="sparse_categorical_crossentropy")


def generate_round(net, n):
    """Data depends on the current network: label = action the network likes least, perturbed."""
    states = np.random.rand(n, 16).astype(np.float32)
    probs = net.predict_on_batch(states)
    labels = np.argmin(probs, axis=1)
    flip = np.random.rand(n) < 0.1
    labels[flip] = np.random.randint(0, 4, size=flip.sum())
    return states, labels


for r in range(ROUNDS):
    x, y = generate_round(model, SAMPLES_PER_ROUND)
    history = model.fit(x, y, batch_size=150, epochs=1, verbose=0)
    if r % 20 == 0:
        print("round", r, "loss", history.history["loss"][-1])
