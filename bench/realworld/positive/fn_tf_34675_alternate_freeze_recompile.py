# source: https://github.com/tensorflow/tensorflow/issues/34675
# symptom: feature request from a user who trains a 3-dense-layer model in rounds of 10 epochs, freezing a different layer each round; each time the frozen layer changes the whole model has to be recompiled (no memory figures given)
# expect: TFM013 27
# note: the model is built once; the round loop flips Layer.trainable and calls compile() on the same model every round, so every round discards the traced train function and traces a new one
import numpy as np
import tensorflow as tf

x = np.random.rand(20000, 32).astype("float32")
y = (x.sum(axis=1, keepdims=True) > 16).astype("float32")

model = tf.keras.Sequential([
    tf.keras.layers.Dense(256, activation="relu", input_shape=(32,), name="L0"),
    tf.keras.layers.Dense(256, activation="relu", name="L1"),
    tf.keras.layers.Dense(256, activation="relu", name="L2"),
    tf.keras.layers.Dense(1, activation="sigmoid", name="out"),
])
hidden = [model.get_layer(name) for name in ("L0", "L1", "L2")]

model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(x, y, epochs=10, batch_size=64, verbose=2)

history = []
for rnd in range(30):
    frozen = rnd % len(hidden)
    for i, layer in enumerate(hidden):
        layer.trainable = i != frozen
    model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
    h = model.fit(x, y, epochs=10, batch_size=64, verbose=0)
    history.append(h.history["loss"][-1])
    print(f"round {rnd}: frozen L{frozen}, loss {history[-1]:.4f}")
