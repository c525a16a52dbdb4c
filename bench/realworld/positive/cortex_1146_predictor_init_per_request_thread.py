# source: https://github.com/cortexlabs/cortex/pull/1146
# symptom: the reviewers' concern with running the predictor's __init__() from the request thread pool: "does this mean that each thread loads a model into memory separately?"; with the constructor run for every request batch, every batch loads another copy of the model
# expect: TFM009 25
# note: a serving loop hands each incoming batch to a thread pool; the task constructs a PythonPredictor, whose __init__ loads the Keras model, for every batch
import json
import queue
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import tensorflow as tf


class PythonPredictor:
    def __init__(self, config):
        self.model = tf.keras.models.load_model(config["model_path"])
        self.labels = config["labels"]

    def predict(self, payload):
        x = np.asarray(payload["instances"], dtype="float32")
        probs = self.model(x, training=False).numpy()
        return [self.labels[i] for i in probs.argmax(axis=1)]


def handle_batch(config, payload):
    predictor = PythonPredictor(config)
    return predictor.predict(payload)


def serve(requests: "queue.Queue", responses: "queue.Queue", config_path="predictor.json", threads=4):
    with open(config_path) as fh:
        config = json.load(fh)
    with ThreadPoolExecutor(max_workers=threads) as pool:
        while True:
            request_id, payload = requests.get()
            future = pool.submit(handle_batch, config, payload)
            future.add_done_callback(lambda f, rid=request_id: responses.put((rid, f.result())))
