# source: https://github.com/dpressel/rude-carnie/issues/29
# source: https://github.com/dpressel/rude-carnie/issues/45
# symptom: in an HTTP service each classify request leaves ~15 MB behind and gets slower: the multi-crop helper adds decode/crop/stack ops to the graph for every image
# expect: TFM010 22
# note: the handler calls classify(), which calls the helper that builds the ops; the model itself is restored once at import
import numpy as np
import tensorflow as tf
from flask import Flask, jsonify, request

RESIZE_FINAL = 227
OFFSETS = ((0, 0), (0, 29), (29, 0), (29, 29), (14, 14))

app = Flask(__name__)
sess = tf.Session()
images = tf.placeholder(tf.float32, [None, RESIZE_FINAL, RESIZE_FINAL, 3], name="images")
features = tf.layers.flatten(tf.layers.conv2d(images, 16, 7, strides=4, activation=tf.nn.relu))
probabilities = tf.nn.softmax(tf.layers.dense(features, 8))
tf.train.Saver().restore(sess, "checkpoints/age")


def make_multi_crop_batch(image_bytes):
    image = tf.image.decode_jpeg(image_bytes, channels=3)
    resized = tf.image.resize_images(image, (256, 256))
    crops = [tf.image.resize_images(image, (RESIZE_FINAL, RESIZE_FINAL))]
    for dy, dx in OFFSETS:
        crops.append(tf.image.crop_to_bounding_box(resized, dy, dx, RESIZE_FINAL, RESIZE_FINAL))
    return tf.stack([tf.image.per_image_standardization(c) for c in crops])


def classify(image_bytes):
    batch = make_multi_crop_batch(image_bytes).eval(session=sess)
    probs = sess.run(probabilities, feed_dict={images: batch})
    return probs.mean(axis=0)


@app.route("/age", methods=["POST"])
def age_endpoint():
    probs = classify(request.files["image"].read())
    return jsonify(bucket=int(np.argmax(probs)), confidence=float(probs.max()))


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080)
