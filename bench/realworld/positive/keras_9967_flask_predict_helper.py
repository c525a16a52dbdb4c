# source: https://github.com/keras-team/keras/issues/9967
# symptom: the Flask server's memory keeps rising request after request while CPU use stays low
# expect: TFM008 17
# note: TF1-era serving code: a module-level helper named predict() wraps model.predict in graph.as_default(); every request calls it
import numpy as np
import tensorflow as tf
from flask import Flask, jsonify, request
from keras.models import load_model

app = Flask(__name__)
model = load_model("./models/mymodel.h5")
graph = tf.get_default_graph()


def predict(graph, model, feat):
    with graph.as_default():
        result = np.squeeze(model.predict(feat))
    if result > 0.5:
        return 1, float(result)
    return 0, float(1 - result)


@app.route("/classify", methods=["POST"])
def classify():
    feat = np.asarray(request.get_json()["features"], dtype="float32")[None, :]
    label, confidence = predict(graph, model, feat)
    return jsonify({"label": label, "confidence": confidence})


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=5000)
