import base64

import cv2
import numpy as np
from flask import Flask, jsonify, request

from facelib.analysis import analyze

app = Flask(__name__)


def decode_image(payload):
    raw = base64.b64decode(payload)
    buf = np.frombuffer(raw, dtype=np.uint8)
    return cv2.imdecode(buf, cv2.IMREAD_COLOR)


@app.route("/analyze", methods=["POST"])
def analyze_route():
    img = decode_image(request.json["img"])
    result = analyze(img, actions=("race", "gender"))
    return jsonify(result)


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=5000)
