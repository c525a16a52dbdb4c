"""Flask API used by the attendance kiosk: POST two images, get verified / not verified."""
import base64
import os

import cv2
import numpy as np
from flask import Flask, jsonify, request

from embedder import FaceEmbedder

app = Flask(__name__)
EMBEDDER = FaceEmbedder(os.environ.get("FACENET_WEIGHTS", "models/facenet.h5"))
DETECTOR = cv2.CascadeClassifier(cv2.data.haarcascades + "haarcascade_frontalface_default.xml")
THRESHOLD = float(os.environ.get("VERIFY_THRESHOLD", "0.40"))


def decode_image(b64):
    raw = np.frombuffer(base64.b64decode(b64), dtype=np.uint8)
    return cv2.imdecode(raw, cv2.IMREAD_COLOR)


def largest_face(img):
    faces = DETECTOR.detectMultiScale(cv2.cvtColor(img, cv2.COLOR_BGR2GRAY), 1.1, 5)
    if len(faces) == 0:
        return None
    return max(faces, key=lambda f: f[2] * f[3])


@app.route("/verify", methods=["POST"])
def verify():
    payload = request.get_json(force=True)
    img1, img2 = decode_image(payload["img1"]), decode_image(payload["img2"])
    box1, box2 = largest_face(img1), largest_face(img2)
    if box1 is None or box2 is None:
        return jsonify({"error": "face not found"}), 422
    dist = FaceEmbedder.distance(EMBEDDER.embed(img1, box1), EMBEDDER.embed(img2, box2))
    return jsonify({"verified": dist < THRESHOLD, "distance": dist})


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=5000, threaded=True)
