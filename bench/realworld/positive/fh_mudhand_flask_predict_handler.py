# source: https://github.com/raynux/mudhand/blob/HEAD/pd_server.py
# symptom: a Flask server answers every POST /predict with model.predict on a single sample; latency is dominated by predict's per-call setup and the server's RSS grows with the number of requests
# expect: TFM008 17
# note: the model is loaded once at import (correct); the predict call sits in the request handler, which runs once per request
import numpy as np
from flask import Flask, jsonify, request
from keras.models import load_model

ladder_model = load_model("./models/ladder_net.h5")
app = Flask(__name__)


@app.route("/predict", methods=["POST"])
def predict():
    payload = request.get_json()
    inputs = [np.array([payload["ladders"][k]], dtype="float32") for k in range(10)]
    scores = ladder_model.predict(inputs, verbose=0)
    return jsonify({"prediction": int(np.argmax(scores[0]))})


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8080)
