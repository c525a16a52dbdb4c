# source: http://digital-thinking.de/how-to-not-deploy-tensorflow-models-and-how-do-it-better/
# symptom: the usual "production" Flask server wraps the unoptimised Keras model and calls model.predict inside the route for every request; the article explains why this neither scales nor uses resources well and recommends an optimised model behind a model server instead
# expect: TFM008 38
# note: the model is loaded once at import time (fine); each POST request is a single image that goes through model.predict, which sets up a whole prediction loop for a batch of one
import base64
import io

import numpy as np
from flask import Flask, jsonify, request
from PIL import Image
from tensorflow import keras
from tensorflow.keras.applications.efficientnet import decode_predictions, preprocess_input

app = Flask(__name__)
model = keras.models.load_model("efficientnet_b5.h5")
INPUT_SIZE = model.input_shape[1:3]


def preprocess(payload):
    raw = base64.b64decode(payload["image"])
    img = Image.open(io.BytesIO(raw)).convert("RGB").resize(INPUT_SIZE)
    arr = np.asarray(img, dtype="float32")[np.newaxis]
    return preprocess_input(arr)


def top_k(preds, k=5):
    return [
        {"class": wnid, "label": label, "score": float(score)}
        for wnid, label, score in decode_predictions(preds, top=k)[0]
    ]


@app.route("/", methods=["POST"])
def index():
    data = request.json
    if not data or "image" not in data:
        return jsonify({"error": "expected JSON with a base64 'image' field"}), 400
    prediction = model.predict(preprocess(data))
    return jsonify({"prediction": top_k(prediction)})


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8080)
