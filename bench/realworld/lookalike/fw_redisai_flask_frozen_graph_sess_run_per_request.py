# source: https://github.com/RedisAI/benchmarks/blob/HEAD/experiments/_tensorflow/_flask/app.py
# note: the frozen ResNet50 graph is imported once at startup into its own Graph and finalized; the route only feeds the existing input placeholder and fetches the existing output tensor with Session.run, so no op is added to the graph per request (the pattern the benchmark uses as its Flask baseline)
import os

import numpy as np
import tensorflow as tf
from flask import Flask, jsonify, request

tf_model_path = os.environ.get("TF_MODEL_PATH", "data/resnet50.pb")

with tf.gfile.GFile(tf_model_path, "rb") as f:
    restored_graph_def = tf.GraphDef()
    restored_graph_def.ParseFromString(f.read())

with tf.Graph().as_default() as graph:
    tf.import_graph_def(restored_graph_def, input_map=None, return_elements=None, name="")

images_tensor = graph.get_tensor_by_name("images:0")
logits_tensor = graph.get_tensor_by_name("output:0")
graph.finalize()

sess = tf.Session(graph=graph)
app = Flask(__name__)


@app.route("/predict", methods=["POST"])
def predict():
    np_image = np.array(request.json["data"], dtype=np.float32)
    if np_image.ndim == 3:
        np_image = np_image[np.newaxis, ...]
    out = sess.run(logits_tensor, feed_dict={images_tensor: np_image})
    top = np.argsort(out, axis=1)[:, ::-1][:, :5]
    return jsonify({"prediction": out.tolist(), "top5": top.tolist()})


@app.route("/health")
def health():
    return jsonify({"ok": True})


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=int(os.environ.get("PORT", 5000)), threaded=False)
