import os
import time

import cv2
import numpy as np
from flask import Flask, jsonify, request

from detection import detect_objects, get_detector

app = Flask(__name__)
UPLOAD_DIR = "upload"
os.makedirs(UPLOAD_DIR, exist_ok=True)


@app.route("/process", methods=["POST"])
def process():
    started = time.time()
    file = request.files["image"]
    path = os.path.join(UPLOAD_DIR, "%d_%s" % (int(started), file.filename))
    file.save(path)
    image = cv2.imdecode(np.fromfile(path, dtype=np.uint8), cv2.IMREAD_COLOR)

    detector = get_detector()
    detections = detect_objects(detector, image, min_probability=30 / 100.0)

    return jsonify({
        "file": path,
        "detections": detections,
        "seconds": round(time.time() - started, 2),
    })


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=5000, threaded=False)
