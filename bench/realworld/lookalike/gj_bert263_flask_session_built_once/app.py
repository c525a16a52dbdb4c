from flask import Flask, jsonify, request

from serving.predictor import predict_online

app = Flask(__name__)


@app.route("/sentiment", methods=["POST"])
def sentiment():
    body = request.get_json(force=True)
    texts = body["texts"] if "texts" in body else [body["text"]]
    return jsonify(predict_online(texts))


@app.route("/sentiment/file", methods=["POST"])
def sentiment_file():
    lines = [l.strip() for l in request.files["file"].read().decode("utf-8").splitlines() if l.strip()]
    results = []
    for start in range(0, len(lines), 32):
        results.extend(predict_online(lines[start:start + 32]))
    return jsonify(results)


@app.route("/health")
def health():
    return "ok"


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=5000, threaded=False)
