"""Flask front-end, run under uwsgi."""
import cv2
import numpy as np
from flask import Flask, jsonify, request

from config import DetectorConfig
from service import DetectorService

app = Flask(__name__)
service = DetectorService(DetectorConfig())


def _decode_upload(storage):
    buf = np.frombuffer(storage.read(), dtype=np.uint8)
    return cv2.imdecode(buf, cv2.IMREAD_COLOR)


@app.route("/detect", methods=["POST"])
def detect_route():
    if "image" not in request.files:
        return jsonify({"error": "no image"}), 400
    image = _decode_upload(request.files["image"])
    if image is None:
        return jsonify({"error": "cannot decode"}), 400
    result = service.detect(image)
    return jsonify(result)


@app.route("/health")
def health():
    return "ok"


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=5000)
