import cv2
import numpy as np
from flask import Flask, jsonify, request

from detector import detect, get_model

app = Flask(__name__)
get_model()


@app.route("/detection", methods=["POST"])
def detection():
    data = np.frombuffer(request.files["image"].read(), dtype=np.uint8)
    image = cv2.imdecode(data, cv2.IMREAD_COLOR)
    if image is None:
        return jsonify({"error": "cannot decode image"}), 400
    return jsonify({"detections": detect(image)})


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=5000)
