import json
import os

import keras
from flask import Flask, jsonify, request

from preprocessing import decode_image, top_k

app = Flask(__name__)

MODEL_DIR = os.environ.get("MODEL_DIR", "/models/current/classifier.keras")
CLASSES_FILE = os.environ.get("CLASSES_FILE", "/models/current/classes.json")

with open(CLASSES_FILE) as f:
    CLASS_NAMES = json.load(f)


@app.route("/health")
def health():
    return jsonify(status="ok")


@app.route("/predict", methods=["POST"])
def predict():
    upload = request.files.get("image")
    if upload is None:
        return jsonify(error="missing image"), 400
    batch = decode_image(upload.read())

    model = keras.models.load_model(MODEL_DIR, compile=False)
    scores = model(batch, training=False).numpy()[0]

    return jsonify(model=os.path.basename(MODEL_DIR), predictions=top_k(scores, CLASS_NAMES))


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=int(os.environ.get("PORT", "8080")))
