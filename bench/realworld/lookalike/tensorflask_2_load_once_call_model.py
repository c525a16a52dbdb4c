# source: https://github.com/JoelKronander/TensorFlask/issues/2
# note: the weights are loaded once when the server starts (the question's answer); each request calls the model directly on its batch instead of reloading it
import numpy as np
import tensorflow as tf
from flask import Flask, jsonify, request

app = Flask(__name__)
model = tf.keras.models.load_model("weights/classifier")


@app.route("/classify", methods=["POST"])
def classify():
    pixels = np.asarray(request.get_json()["pixels"], dtype="float32").reshape(-1, 28, 28, 1) / 255.0
    probs = model(pixels, training=False).numpy()
    return jsonify({"labels": probs.argmax(axis=1).tolist()})


if __name__ == "__main__":
    app.run()
