# source: https://github.com/benoitc/gunicorn/issues/2098
# symptom: a chatbot API served by gunicorn loads the intent classifier for the requested knowledge base on every request ("loading intent classifier... load time 0.35 s" in every request's log); memory of the workers keeps growing as requests arrive
# expect: TFM009 30
# note: Flask request handler: the route resolves the model directory for the request and calls tf.keras.models.load_model each time, then classifies the encoded utterance; no caching between requests
import os
import time

import numpy as np
import tensorflow as tf
from flask import Flask, jsonify, request

from featurize import bert_encode

app = Flask(__name__)
MODEL_ROOT = os.environ.get("MODEL_ROOT", "workspace/models/KnowledgeTrain")


def model_dir_for(kb_id):
    return os.path.join(MODEL_ROOT, kb_id)


@app.route("/parse", methods=["POST"])
def parse():
    body = request.get_json()
    start = time.time()
    features = bert_encode(body["text"])
    print("bert featurize finish!")
    path = model_dir_for(body["kb"])
    print(path, "\nloading intent classifier...")
    classifier = tf.keras.models.load_model(os.path.join(path, "intent.h5"), compile=False)
    print(f"loading finish.\nload time:{time.time() - start}")
    probs = classifier(np.asarray(features, dtype=np.float32)[None], training=False).numpy()[0]
    labels = open(os.path.join(path, "labels.txt")).read().split()
    ranking = np.argsort(-probs)[:5]
    return jsonify({"intent": labels[int(ranking[0])],
                    "ranking": [{"name": labels[int(i)], "confidence": float(probs[i])} for i in ranking]})


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=5005)
