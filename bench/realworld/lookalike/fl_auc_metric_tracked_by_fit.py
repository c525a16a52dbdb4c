# source: https://www.tensorflow.org/api_docs/python/tf/keras/metrics/AUC
# note: the documented way to follow ROC-AUC during training: a streaming tf.keras.metrics.AUC passed to compile(), updated batch by batch inside fit's own loops, instead of a callback that calls predict() on whole datasets every epoch
import numpy as np
import tensorflow as tf

X = np.random.rand(20000, 30).astype("float32")
y = (X[:, 0] + 0.1 * np.random.rand(20000) > 0.55).astype("float32")

model = tf.keras.Sequential([
    tf.keras.layers.Input(shape=(30,)),
    tf.keras.layers.Dense(64, activation="relu"),
    tf.keras.layers.Dense(32, activation="relu"),
    tf.keras.layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer="adam", loss="binary_crossentropy",
              metrics=[tf.keras.metrics.AUC(name="roc_auc"), "accuracy"])
history = model.fit(X, y, batch_size=256, epochs=50, validation_split=0.2, verbose=2)
print(max(history.history["val_roc_auc"]))
