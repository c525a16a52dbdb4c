# source: https://github.com/tensorflow/tensorflow/issues/15802
# symptom: memory used by the program grows over time while pairs of images are decoded and stacked with tf.stack in a session (TF 1.4, profiled with memory_profiler)
# expect: TFM010 17
# note: the decode/stack ops are built in a helper that also runs them; the pair loop calls the helper for every pair, so each call adds two decode ops and a stack op to the graph
import glob
import itertools

import numpy as np
import tensorflow as tf


def load_pair(sess, path_a, path_b):
    with tf.gfile.FastGFile(path_a, "rb") as f:
        raw_a = f.read()
    with tf.gfile.FastGFile(path_b, "rb") as f:
        raw_b = f.read()
    image_a = tf.image.decode_image(raw_a, channels=3)
    image_b = tf.image.decode_image(raw_b, channels=3)
    pair = tf.stack([image_a, image_b])
    return sess.run(pair)


def mean_pair_difference(image_dir):
    files = sorted(glob.glob(image_dir + "/*.jpg"))
    sess = tf.Session()
    diffs = []
    for path_a, path_b in itertools.combinations(files, 2):
        pair = load_pair(sess, path_a, path_b).astype(np.float32)
        diffs.append(float(np.abs(pair[0] - pair[1]).mean()))
    sess.close()
    return diffs


if __name__ == "__main__":
    print(np.mean(mean_pair_difference("car_images")))
