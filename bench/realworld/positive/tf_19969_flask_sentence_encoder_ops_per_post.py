# source: https://github.com/tensorflow/tensorflow/issues/19969
# symptom: a REST endpoint that embeds sentences with the Universal Sentence Encoder keeps consuming memory on each POST request; the session is kept as default and never closed, but every request adds the encoder call and its ops to the graph again
# expect: TFM010 30
# note: TF1 graph mode: the module and the session are created once at start-up, but the handler calls embed(...) (which adds ops) and sess.run in the same request
import numpy as np
import tensorflow as tf
import tensorflow_hub as hub
from flask import Flask, jsonify, request

MODULE_URL = "https://tfhub.dev/google/universal-sentence-encoder/2"

app = Flask(__name__)
graph = tf.Graph()
with graph.as_default():
    embed = hub.Module(MODULE_URL)
    init_op = tf.group([tf.global_variables_initializer(), tf.tables_initializer()])
sess = tf.Session(graph=graph)
sess.run(init_op)


def cosine(a, b):
    return float(np.dot(a, b) / (np.linalg.norm(a) * np.linalg.norm(b) + 1e-9))


@app.route("/similarity", methods=["POST"])
def similarity():
    payload = request.get_json(force=True)
    sentences = [payload["query"]] + list(payload["candidates"])
    with graph.as_default(), sess.as_default():
        vectors = sess.run(embed(sentences))
    scores = [cosine(vectors[0], v) for v in vectors[1:]]
    best = int(np.argmax(scores))
    return jsonify({"scores": scores, "best": payload["candidates"][best]})


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080, threaded=False)
