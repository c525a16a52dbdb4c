# source: https://github.com/tensorflow/tensorflow/issues/47692
# symptom: a Flask /predict endpoint scores each incoming tweet of a stream with a model loaded once from .h5; under many threads the requests hit lock errors, and every request runs a full model.predict for a single comment
# expect: TFM008 23
# note: the model is loaded once at start-up (correctly), but the handler calls predict on one padded sequence per request, thousands of times per minute for a tweet stream
import pickle

import numpy as np
import tensorflow as tf
from flask import Flask, jsonify, request
from tensorflow.keras.preprocessing.sequence import pad_sequences

app = Flask(__name__)
model = tf.keras.models.load_model("sentiment_lstm.h5")
with open("tokenizer.pickle", "rb") as fh:
    tokenizer = pickle.load(fh)
LABELS = ["negative", "neutral", "positive"]


@app.route("/predict", methods=["POST"])
def predict():
    comment = request.get_json(force=True)["text"]
    sequence = pad_sequences(tokenizer.texts_to_sequences([comment]), maxlen=60)
    probs = model.predict(sequence)[0]
    return jsonify({"label": LABELS[int(np.argmax(probs))], "scores": probs.tolist()})


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=5000, threaded=True)
