# source: https://github.com/keras-team/keras/issues/8264
# symptom: loading the model in the web handler for every prediction request; concurrent requests fail and memory keeps rising
# expect: TFM009 25
# note: the web code loads the model from disk inside the request function; the Keras names come from star imports
import os

import numpy as np
from flask import Flask, jsonify, request
from keras.models import *
from keras.preprocessing.sequence import *

app = Flask(__name__)
root_path = os.environ.get("MODEL_ROOT", "/root/anaconda3/code/models")
MAXLEN = 100


def encode(text, vocab):
    ids = [vocab.get(ch, 1) for ch in text]
    return pad_sequences([ids], maxlen=MAXLEN)


@app.route("/predict", methods=["POST"])
def predict():
    payload = request.get_json()
    model = load_model(os.path.join(root_path, payload.get("model", "sentiment.h5")))
    vocab = {ch: i + 2 for i, ch in enumerate(payload.get("alphabet", "abcdefghijklmnopqrstuvwxyz"))}
    score = float(model.predict(encode(payload["text"], vocab))[0][0])
    return jsonify({"score": score})


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080, threaded=True)
