# source: https://github.com/tensorflow/tensorflow/issues/2975
# symptom: the first request of the REST translation service works, the second fails with 'ValueError: Variable proj_w already exists, disallowed': every request rebuilds the model and its variables in the default graph
# expect: TFM002 14
# note: request handler -> decode() -> create_model() -> output_projection(): the variables are made three calls below the handler
import numpy as np
import tensorflow as tf
from flask import Flask, jsonify, request

app = Flask(__name__)
VOCAB, SIZE, MAX_LEN = 40000, 512, 40


def output_projection():
    w = tf.get_variable("proj_w", [SIZE, VOCAB])
    b = tf.get_variable("proj_b", [VOCAB])
    return w, b


def create_model(session):
    tokens = tf.placeholder(tf.int32, [None, MAX_LEN], name="tokens")
    w, b = output_projection()
    embedding = tf.get_variable("embedding", [VOCAB, SIZE])
    state = tf.reduce_mean(tf.nn.embedding_lookup(embedding, tokens), axis=1)
    logits = tf.matmul(state, w) + b
    tf.train.Saver().restore(session, "train_dir/translate.ckpt")
    return tokens, logits


def decode(sentence_ids):
    with tf.Session() as sess:
        tokens, logits = create_model(sess)
        return sess.run(tf.argmax(logits, axis=-1), feed_dict={tokens: sentence_ids})


@app.route("/translate")
def translate():
    ids = np.array([[int(t) for t in request.args["ids"].split(",")][:MAX_LEN]])
    ids = np.pad(ids, ((0, 0), (0, MAX_LEN - ids.shape[1])))
    return jsonify(ids=decode(ids).tolist())
