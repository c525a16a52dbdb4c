import os

from flask import Flask, jsonify, request

from feature_extractor import FeatureExtractor
from retrain import retrain

os.environ["CUDA_VISIBLE_DEVICES"] = "-1"

app = Flask(__name__)
UPLOAD_FOLDER = "data_image"
fe = FeatureExtractor("models/cls-B0-v0.h5")


@app.route("/upload", methods=["POST"])
def upload():
    label = request.form["label"]
    os.makedirs(os.path.join(UPLOAD_FOLDER, label), exist_ok=True)
    request.files["images"].save(os.path.join(UPLOAD_FOLDER, label, "images.npy"))
    return jsonify({"status": "ok"})


@app.route("/train", methods=["POST"])
def train():
    scratch = request.form["from_scratch"]
    loss, acc, f1 = retrain(fe=fe, scratch=scratch)
    return jsonify({"loss": loss, "accuracy": f1})


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=7197, threaded=False, processes=5)
