# source: https://github.com/tensorflow/tensorflow/issues/35835
# symptom: memory grows to many gigabytes when model.predict is called in a while True loop on a model with custom layers (TF 2.0 and 2.1)
# expect: TFM008 39
# note: the model (custom attention layer, compiled, weights loaded) is built once and kept on self.model; the worker's while True loop calls a scoring method that wraps predict
import json
import queue

import numpy as np
import tensorflow as tf

MAX_LEN, VOCAB = 64, 20000


class AttentionPool(tf.keras.layers.Layer):
    def build(self, input_shape):
        self.w = self.add_weight(shape=(input_shape[-1], 1), initializer="glorot_uniform")

    def call(self, x):
        scores = tf.nn.softmax(tf.matmul(x, self.w), axis=1)
        return tf.reduce_sum(scores * x, axis=1)


class SentenceClassifier:
    def __init__(self, weights_path):
        sent_input = tf.keras.Input(shape=(MAX_LEN,), dtype="int32")
        x = tf.keras.layers.Embedding(VOCAB, 128)(sent_input)
        x = tf.keras.layers.Bidirectional(tf.keras.layers.LSTM(64, return_sequences=True))(x)
        preds = tf.keras.layers.Dense(1, activation="sigmoid")(AttentionPool()(x))
        self.model = tf.keras.Model(sent_input, preds)
        self.model.compile(loss="binary_crossentropy", optimizer="adam", metrics=["acc"])
        self.model.load_weights(weights_path)

    def prepare_inputs(self, token_ids):
        ids = np.zeros((1, MAX_LEN), dtype="int32")
        ids[0, : len(token_ids[:MAX_LEN])] = token_ids[:MAX_LEN]
        return ids

    def score(self, token_ids):
        return self.model.predict(self.prepare_inputs(token_ids))[0, 0]


def serve(classifier, jobs, results):
    while True:
        job = json.loads(jobs.get())
        results.put({"id": job["id"], "score": float(classifier.score(job["tokens"]))})


if __name__ == "__main__":
    serve(SentenceClassifier("weights/sentiment.h5"), queue.Queue(), queue.Queue())
