import os
import tempfile

from flask import Flask, jsonify, request

from labeler import label_image

app = Flask(__name__)
ALLOWED = {".jpg", ".jpeg"}


@app.route("/")
def index():
    return "Pikl labeller is running"


@app.route("/label", methods=["POST"])
def label():
    upload = request.files.get("image")
    if upload is None:
        return jsonify({"error": "no image"}), 400
    ext = os.path.splitext(upload.filename)[1].lower()
    if ext not in ALLOWED:
        return jsonify({"error": "jpeg only"}), 415
    with tempfile.NamedTemporaryFile(suffix=ext) as tmp:
        upload.save(tmp.name)
        results = label_image(tmp.name, top_k=3)
    return jsonify({"labels": results})


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=int(os.environ.get("PORT", 8080)))
