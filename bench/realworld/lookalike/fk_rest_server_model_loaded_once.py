# source: https://github.com/ansrivas/keras-rest-server/issues/2
# note: correct: as the maintainer answers, the model is loaded just once when the server starts; each request only runs a single-batch forward pass with predict_on_batch, no model is built or loaded per request
import io

import numpy as np
from flask import Flask, jsonify, request
from PIL import Image
from tensorflow.keras.applications.vgg16 import VGG16, decode_predictions, preprocess_input

app = Flask(__name__)
model = VGG16(weights="imagenet")


def prepare(raw_bytes):
    img = Image.open(io.BytesIO(raw_bytes)).convert("RGB").resize((224, 224))
    return preprocess_input(np.asarray(img, dtype="float32")[np.newaxis])


@app.route("/predict", methods=["POST"])
def predict():
    batch = prepare(request.files["image"].read())
    scores = model.predict_on_batch(batch)
    top = decode_predictions(np.asarray(scores), top=3)[0]
    return jsonify([{"label": label, "score": float(score)} for _, label, score in top])


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=5000)
