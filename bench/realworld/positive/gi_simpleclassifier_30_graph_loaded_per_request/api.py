import base64
import logging

from flask import Flask, jsonify, request

from classifier import classify

app = Flask(__name__)
log = logging.getLogger("classifier-api")


@app.route("/api/v1/classify", methods=["POST"])
def classify_route():
    payload = request.get_json(force=True)
    if "image" not in payload:
        return jsonify({"error": "missing image"}), 400
    image_data = base64.b64decode(payload["image"])
    try:
        results = classify(image_data, top_k=int(payload.get("top_k", 3)))
    except Exception as exc:
        log.exception("classification failed")
        return jsonify({"error": str(exc)}), 500
    return jsonify({"results": results})


@app.route("/health")
def health():
    return jsonify({"status": "ok"})


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080)
