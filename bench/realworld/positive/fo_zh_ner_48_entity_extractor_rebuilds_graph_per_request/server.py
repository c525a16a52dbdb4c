from flask import Flask, jsonify, request

from ner import entity_extractor

app = Flask(__name__)


@app.route("/entities", methods=["POST"])
def entities():
    text = request.get_json()["text"]
    per, loc, org = entity_extractor(text)
    return jsonify({"PER": per, "LOC": loc, "ORG": org})


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8000)
