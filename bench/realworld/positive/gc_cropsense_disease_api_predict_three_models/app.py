"""Flask API: upload a leaf photo, get the vote of the three classifiers."""
import os
import uuid

from flask import Flask, jsonify, request

from model_zoo import PREDICTORS

UPLOAD_DIR = "./files"
app = Flask(__name__)


def predict_pool(path):
    answers = []
    for predictor in PREDICTORS:
        answers.append(predictor(path))
    return answers


@app.route("/predict", methods=["POST"])
def predict():
    upload = request.files["image"]
    os.makedirs(UPLOAD_DIR, exist_ok=True)
    path = os.path.join(UPLOAD_DIR, f"{uuid.uuid4().hex}_{upload.filename}")
    upload.save(path)
    try:
        votes = predict_pool(path)
    finally:
        os.remove(path)
    return jsonify({"votes": votes, "label": max(set(votes), key=votes.count)})


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8000)
