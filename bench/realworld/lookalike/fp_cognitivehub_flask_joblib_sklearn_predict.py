# source: https://cognitivehub.in/how-to-cache-a-large-machine-learning-model-in-flask
# note: the page's in-memory caching recipe with a joblib-serialised scikit-learn model: the model is loaded once on first use and each request calls the estimator's predict; scikit-learn, not Keras, so a predict per request is the normal API
from functools import wraps

import joblib
import numpy as np
from flask import Flask, jsonify, request

app = Flask(__name__)
model = None


def load_model():
    global model
    model = joblib.load("models/gradient_boosting.pkl")


def cache_model(func):
    @wraps(func)
    def wrapper(*args, **kwargs):
        if model is None:
            load_model()
        return func(*args, **kwargs)
    return wrapper


@app.route("/predict", methods=["POST"])
@cache_model
def predict():
    data = request.get_json()
    rows = np.asarray(data["instances"], dtype=float)
    prediction = model.predict(rows)
    proba = model.predict_proba(rows)[:, 1]
    return jsonify({"prediction": prediction.tolist(), "probability": proba.tolist()})


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=5000, debug=False)
