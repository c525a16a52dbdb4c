import numpy as np
import tensorflow as tf
from flask import Flask, jsonify, request

import cv

app = Flask(__name__)

sess = tf.InteractiveSession()
classifier = cv.load_conv(sess, "model_conv/model.ckpt")


def visualize(x, thres=0):
    x = np.reshape(x, [28, 28])
    for row in x:
        print("".join("1" if col > thres else "." for col in row))


@app.route("/")
def hello_world():
    return "Hello from flask"


@app.route("/classify", methods=["POST"])
def classify():
    x = np.array(request.json, dtype=np.uint8)
    y = classifier.classify(x)
    visualize(x, 0.5)
    return jsonify(y.flatten().tolist())


if __name__ == "__main__":
    app.run()
