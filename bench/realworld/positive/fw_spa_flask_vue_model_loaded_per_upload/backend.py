import os

from flask import Flask, jsonify, request
from flask_cors import CORS

from ml.model import load

UPLOAD_DIR = os.path.join(os.path.dirname(__file__), "uploads")
os.makedirs(UPLOAD_DIR, exist_ok=True)

app = Flask(__name__, static_folder="../dist/static", template_folder="../dist")
CORS(app)


@app.route("/api/upload", methods=["POST"])
def upload():
    f = request.files.get("file")
    if f is None:
        return jsonify({"error": "missing file"}), 400
    image_path = os.path.join(UPLOAD_DIR, "image.png")
    f.save(image_path)
    response = load(image_path)
    if "error" in response:
        return jsonify(response), 500
    return jsonify(response)


@app.route("/api/ping")
def ping():
    return jsonify({"pong": True})


if __name__ == "__main__":
    app.run(debug=False, port=5000)
