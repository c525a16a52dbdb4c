# source: https://github.com/tensorflow/tensorflow/issues/15802
# symptom: decoding and stacking image pairs with new ops on every iteration made memory grow
# note: look-alike: the usual TF1 fix: the decode and stack ops are built once on string placeholders before the loop, and each pair only feeds the file bytes into the same graph
import glob
import itertools

import numpy as np
import tensorflow as tf


def make_pair_decoder():
    raw_a = tf.placeholder(tf.string, [], name="raw_a")
    raw_b = tf.placeholder(tf.string, [], name="raw_b")
    pair = tf.stack([tf.image.decode_jpeg(raw_a, channels=3), tf.image.decode_jpeg(raw_b, channels=3)])
    return raw_a, raw_b, pair


def mean_pair_difference(image_dir):
    files = sorted(glob.glob(image_dir + "/*.jpg"))
    raw_a, raw_b, pair_op = make_pair_decoder()
    diffs = []
    with tf.Session() as sess:
        sess.graph.finalize()
        for path_a, path_b in itertools.combinations(files, 2):
            with tf.gfile.FastGFile(path_a, "rb") as f:
                bytes_a = f.read()
            with tf.gfile.FastGFile(path_b, "rb") as f:
                bytes_b = f.read()
            pair = sess.run(pair_op, feed_dict={raw_a: bytes_a, raw_b: bytes_b}).astype(np.float32)
            diffs.append(float(np.abs(pair[0] - pair[1]).mean()))
    return diffs


if __name__ == "__main__":
    print(np.mean(mean_pair_difference("car_images")))
