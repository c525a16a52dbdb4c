# source: https://github.com/cortexlabs/cortex/issues/958
# note: correct: each API worker process loads the model once (lazily, behind an `is None` guard) and every request reuses it, calling the model directly on the request batch; the request handler builds no model and never calls predict, so per-request cost and memory stay flat (the issue is about sharing that single copy across workers)
import os

import numpy as np
import tensorflow as tf
from flask import Flask, jsonify, request

app = Flask(__name__)
MODEL_PATH = os.environ.get("MODEL_PATH", "/mnt/model/classifier.keras")
LABELS = ["negative", "neutral", "positive"]
_model = None


def get_model():
    global _model
    if _model is None:
        _model = tf.keras.models.load_model(MODEL_PATH, compile=False)
    return _model


@app.route("/predict", methods=["POST"])
def predict():
    payload = request.get_json()
    batch = np.asarray(payload["instances"], dtype=np.float32)
    probs = get_model()(batch, training=False).numpy()
    return jsonify([{"label": LABELS[int(p.argmax())], "score": float(p.max())} for p in probs])


if __name__ == "__main__":
    get_model()
    app.run(host="127.0.0.1", port=8080)
