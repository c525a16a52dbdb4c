# source: https://keras.io/api/callbacks/lambda_callback/
# note: LambdaCallback hooks as in the Keras API page: on_batch_end records logs["loss"], which Keras passes as a Python float, and on_epoch_end writes one JSON line; nothing in the hooks builds, compiles or predicts with a model
import json

import numpy as np
from tensorflow import keras

batch_losses = []
json_log = open("loss_log.json", mode="wt", buffering=1)

record_batch = keras.callbacks.LambdaCallback(
    on_batch_end=lambda batch, logs: batch_losses.append(float(logs["loss"])))
write_epoch = keras.callbacks.LambdaCallback(
    on_epoch_end=lambda epoch, logs: json_log.write(json.dumps({"epoch": epoch, "loss": logs["loss"]}) + "\n"),
    on_train_end=lambda logs: json_log.close())

model = keras.Sequential([
    keras.Input(shape=(20,)),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])

x = np.random.rand(5000, 20).astype("float32")
y = (x.sum(axis=1) > 10).astype("float32")
model.fit(x, y, epochs=10, batch_size=64, callbacks=[record_batch, write_epoch], verbose=0)
print("recorded", len(batch_losses), "batch losses; last", batch_losses[-1])
