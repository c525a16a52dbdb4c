from flask import Flask, jsonify, request

from tasks import predict

app = Flask(__name__)


@app.route("/score", methods=["POST"])
def score():
    rows = request.get_json()["rows"]
    job = predict.delay(rows)
    return jsonify({"task_id": job.id}), 202


@app.route("/score/<task_id>")
def result(task_id):
    job = predict.AsyncResult(task_id)
    if not job.ready():
        return jsonify({"status": job.status}), 202
    return jsonify({"status": "done", "scores": job.get()})
