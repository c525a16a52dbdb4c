# source: https://github.com/hiveml/simple-ml-serving/issues/1
# note: the serving shape from the thread: the frozen graph is imported once at start-up, the input and output tensors are looked up once, and the Flask handler only feeds and fetches them with sess.run; no op is created per request, so the graph does not grow (the reporter's remaining growth was outside the graph)
import numpy as np
import tensorflow.compat.v1 as tf
from flask import Flask, jsonify, request

tf.disable_eager_execution()
app = Flask(__name__)

with tf.gfile.GFile("facenet_20190517.pb", "rb") as f:
    graph_def = tf.GraphDef()
    graph_def.ParseFromString(f.read())

graph = tf.Graph()
with graph.as_default():
    tf.import_graph_def(graph_def, name="")
images_in = graph.get_tensor_by_name("input:0")
embeddings = graph.get_tensor_by_name("embeddings:0")
phase_train = graph.get_tensor_by_name("phase_train:0")
graph.finalize()
sess = tf.Session(graph=graph)


@app.route("/embed", methods=["POST"])
def embed():
    faces = np.asarray(request.get_json()["faces"], dtype=np.float32)
    vectors = sess.run(embeddings, feed_dict={images_in: faces, phase_train: False})
    return jsonify(vectors.tolist())


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080)
