import io

import numpy as np
from flask import Flask, jsonify, request
from PIL import Image

from services import registry
from services.predictor import classify

app = Flask(__name__)
registry.load_all()


@app.route("/predict/<model_name>", methods=["POST"])
def predict(model_name):
    image = Image.open(io.BytesIO(request.files["image"].read())).convert("RGB").resize((224, 224))
    label, confidence = classify(model_name, np.asarray(image))
    return jsonify({"model": model_name, "label": label, "confidence": confidence})


@app.route("/health")
def health():
    return "ok"


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=5000, threaded=True)
