"""Minimal stand-in for the model server: one MyModel instance, one call per request."""
import os

from flask import Flask, jsonify, request

from MyModel import MyModel

app = Flask(__name__)
user_model = MyModel()


@app.route("/api/v1.0/predictions", methods=["POST"])
def predictions():
    payload = request.files["binData"].read() if "binData" in request.files else request.data
    result = user_model.predict(payload)
    return jsonify({"data": {"ndarray": result.tolist()}, "meta": user_model.tags()})


@app.route("/health/ping")
def ping():
    return "pong"


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=int(os.environ.get("PREDICTIVE_UNIT_SERVICE_PORT", 9000)))
