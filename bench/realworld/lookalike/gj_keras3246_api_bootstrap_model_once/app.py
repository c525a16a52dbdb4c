from flask import Flask, jsonify, request

from service.classifier import TopicClassifier

app = Flask(__name__)
classifier = TopicClassifier("artifacts/topic-cnn")


@app.route("/classify", methods=["POST"])
def classify():
    payload = request.get_json(force=True)
    texts = payload.get("texts") or [payload["text"]]
    return jsonify(classifier.classify(texts))


@app.route("/health")
def health():
    return "ok"


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080, threaded=False)
