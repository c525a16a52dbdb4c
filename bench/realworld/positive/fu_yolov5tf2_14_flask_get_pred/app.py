import io

from flask import Flask, jsonify, request
from PIL import Image

from yolo import YOLO

app = Flask(__name__)
yolo = YOLO(confidence=0.4)


@app.route("/health")
def health():
    return "ok"


@app.route("/detect", methods=["POST"])
def detect():
    if "image" not in request.files:
        return jsonify({"error": "missing image"}), 400
    raw = request.files["image"].read()
    try:
        image = Image.open(io.BytesIO(raw))
    except OSError:
        return jsonify({"error": "not an image"}), 415
    detections = yolo.detect_image(image)
    return jsonify({"count": len(detections), "detections": detections})


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=5000, threaded=False)
