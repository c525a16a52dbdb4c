import os
import tempfile

from flask import Flask, jsonify, request

from facesvc.classifier import classify_face

app = Flask(__name__)


@app.route("/classify", methods=["POST"])
def classify():
    upload = request.files["image"]
    fd, path = tempfile.mkstemp(suffix=".png")
    os.close(fd)
    upload.save(path)
    try:
        name, prob = classify_face(path)
    finally:
        os.remove(path)
    return jsonify({"name": name, "probability": prob})


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=5000)
