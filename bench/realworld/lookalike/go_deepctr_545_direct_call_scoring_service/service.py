import json

from flask import Flask, request, jsonify

from ranker import CtrRanker

app = Flask(__name__)
VOCAB = json.load(open("artifacts/vocab_sizes.json"))
ranker = CtrRanker("artifacts/deepfm.h5", VOCAB, ["price", "ctr_7d", "dwell_sec"])


@app.route("/rank", methods=["POST"])
def rank():
    candidates = request.get_json(force=True).get("candidates", [])
    if not candidates:
        return jsonify({"scores": []})
    scores = ranker.score(candidates)
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    return jsonify({"scores": scores, "order": order})


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080)
