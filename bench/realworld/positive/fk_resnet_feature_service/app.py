import cv2
import numpy as np
from flask import Flask, jsonify, request

from features.extractor import FeatureExtractor

app = Flask(__name__)
extractor = FeatureExtractor()


@app.route("/embedding", methods=["POST"])
def embedding():
    raw = np.frombuffer(request.files["image"].read(), dtype=np.uint8)
    image = cv2.imdecode(raw, cv2.IMREAD_COLOR)
    vector = extractor.extract(image)
    return jsonify({"embedding": vector.round(6).tolist()})


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080)
