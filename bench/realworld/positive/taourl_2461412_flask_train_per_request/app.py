from flask import Flask, jsonify, request

from trainer import train_on_upload

app = Flask(__name__)


@app.route("/train", methods=["POST"])
def train():
    rows = request.get_json()["rows"]
    metrics = train_on_upload(rows)
    return jsonify(metrics)
