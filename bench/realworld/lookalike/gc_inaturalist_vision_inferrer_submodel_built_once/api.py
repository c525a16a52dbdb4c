"""Flask front-end of the vision API: one image per request."""
import io
import os

import numpy as np
from flask import Flask, jsonify, request
from PIL import Image

from vision_inferrer import VisionInferrer

app = Flask(__name__)
inferrer = VisionInferrer(os.environ.get("VISION_MODEL", "vision_model.h5"))
TOP_K = 10


def prepare_image(raw, size=(299, 299)):
    img = Image.open(io.BytesIO(raw)).convert("RGB").resize(size)
    return np.expand_dims(np.asarray(img, dtype="float32") / 255.0, 0)


@app.route("/computervision/score_image", methods=["POST"])
def score_image():
    image = prepare_image(request.files["image"].read())
    result = inferrer.process_image(image)
    top = np.argsort(result["predictions"])[::-1][:TOP_K]
    return jsonify([{"taxon_index": int(i), "score": float(result["predictions"][i])} for i in top])


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=int(os.environ.get("PORT", "6006")))
