from flask import Flask, jsonify, request

from engines.lstm import anomaly_lstm

app = Flask(__name__)


@app.route("/univariate", methods=["POST"])
def univariate():
    payload = request.get_json(force=True)
    data = payload["data"]
    num_fut = int(payload.get("num_future", 5))
    desv_mse = float(payload.get("desv_metric", 2))
    if len(data) < 60:
        return jsonify({"error": "series too short"}), 400
    result = anomaly_lstm(data, num_fut, desv_mse=desv_mse)
    result["name"] = payload.get("name", "series")
    return jsonify(result)


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=5000)
