# source: https://github.com/tensorflow/tensorflow/issues/38598
# symptom: memory-leak-like behaviour on subsequent predictions since TF 2.1: process memory keeps growing with every model.predict call of a long-running process (a later comment still sees +200 MB after about 3 million predictions)
# expect: TFM008 28
# note: a long-running inference worker that serves one small request at a time from a queue with model.predict inside `while True`
import json
import queue
import threading

import numpy as np
import tensorflow as tf

requests = queue.Queue()
results = {}


def build_model():
    inputs = tf.keras.Input(shape=(64,))
    x = tf.keras.layers.Dense(256, activation="relu")(inputs)
    x = tf.keras.layers.Dense(256, activation="relu")(x)
    outputs = tf.keras.layers.Dense(8, activation="softmax")(x)
    return tf.keras.Model(inputs, outputs)


def worker(model):
    while True:
        request_id, payload = requests.get()
        features = np.asarray(json.loads(payload)["features"], dtype=np.float32).reshape(1, 64)
        probabilities = model.predict(features)
        results[request_id] = int(np.argmax(probabilities[0]))
        requests.task_done()


if __name__ == "__main__":
    model = build_model()
    model.load_weights("weights/classifier.h5")
    threading.Thread(target=worker, args=(model,), daemon=True).start()
    for i in range(3_000_000):
        requests.put((i, json.dumps({"features": np.random.rand(64).tolist()})))
    requests.join()
