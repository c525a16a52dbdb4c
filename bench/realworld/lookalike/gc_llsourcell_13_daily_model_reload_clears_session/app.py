"""Flask app serving the daily-retrained model."""
import numpy as np
from flask import Flask, jsonify, request

import reloader
from model_store import ModelStore

app = Flask(__name__)
store = ModelStore()
reloader.start(store)


@app.route("/predict", methods=["POST"])
def predict():
    model = store.current()
    if model is None:
        return jsonify(error="model not loaded yet"), 503
    x = np.asarray(request.get_json(force=True)["features"], dtype="float32")
    probs = model.predict_on_batch(x)
    return jsonify(probs=np.asarray(probs).tolist())
