# source: https://codemia.io/knowledge-hub/path/keras_occupies_an_indefinitely_increasing_amount_of_memory_for_each_epoch
# symptom: Keras occupies an indefinitely increasing amount of memory
# note: the page's safe pattern for repeated model creation: clear_session before building each model
import numpy as np
import tensorflow as tf

x = np.random.rand(512, 10).astype("float32")
y = np.random.rand(512, 1).astype("float32")
scores = []
for width in (16, 32, 64, 128):
    tf.keras.backend.clear_session()
    model = tf.keras.Sequential([
        tf.keras.layers.Dense(width, activation="relu", input_shape=(10,)),
        tf.keras.layers.Dense(1),
    ])
    model.compile(optimizer="adam", loss="mse")
    history = model.fit(x, y, epochs=5, verbose=0)
    scores.append(history.history["loss"][-1])
print(scores)
