import json
import logging

from flask import Flask, request, jsonify

from ranker import CtrRanker

log = logging.getLogger("ctr-service")
app = Flask(__name__)

VOCAB = json.load(open("artifacts/vocab_sizes.json"))
DENSE = ["price", "ctr_7d", "dwell_sec"]
ranker = CtrRanker("artifacts/deepfm.h5", VOCAB, DENSE)


@app.route("/rank", methods=["POST"])
def rank():
    payload = request.get_json(force=True)
    candidates = payload.get("candidates", [])
    if not candidates:
        return jsonify({"scores": []})
    scores = ranker.score(candidates)
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    log.info("ranked %d candidates", len(candidates))
    return jsonify({"scores": scores, "order": order})


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080)
