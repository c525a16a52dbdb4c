# source: https://github.com/mdietrichstein/tensorflow-open_nsfw/issues/11
# note: the structure the thread arrives at: the network, its initializer and the session are created once when the server starts, with a string placeholder as input; each request only feeds its JPEG bytes to sess.run and the graph is finalized so nothing can be added per request
import numpy as np
import tensorflow.compat.v1 as tf
from flask import Flask, jsonify, request

tf.disable_v2_behavior()

graph = tf.Graph()
with graph.as_default():
    jpeg = tf.placeholder(tf.string, shape=[], name="jpeg")
    image = tf.image.resize(tf.cast(tf.image.decode_jpeg(jpeg, channels=3), tf.float32), (224, 224))[None] - 117.0
    x = tf.layers.conv2d(image, 64, 7, strides=2, padding="same", activation=tf.nn.relu, name="conv_1")
    for i, filters in enumerate((128, 256, 512, 1024)):
        x = tf.layers.conv2d(x, filters, 3, strides=2, padding="same", activation=tf.nn.relu, name="stage_%d" % i)
    probabilities = tf.nn.softmax(tf.layers.dense(tf.reduce_mean(x, axis=[1, 2]), 2, name="fc_nsfw"))
    init = tf.global_variables_initializer()
    graph.finalize()

sess = tf.Session(graph=graph)
sess.run(init)
app = Flask(__name__)


@app.route("/", methods=["POST"])
def process_image():
    scores = sess.run(probabilities, feed_dict={jpeg: request.files["image"].read()})
    return jsonify(sfw=float(scores[0][0]), nsfw=float(scores[0][1]))
