from flask import Flask, jsonify, request

from sentita import calculate_polarity

app = Flask(__name__)


@app.route("/polarity", methods=["POST"])
def polarity():
    sentences = request.get_json(force=True).get("sentences", [])
    if not sentences:
        return jsonify({"error": "no sentences"}), 400
    _, scores = calculate_polarity(sentences)
    return jsonify([{"sentence": s, "positive": float(p), "negative": float(n)}
                    for s, (p, n) in zip(sentences, scores)])


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=5000)
