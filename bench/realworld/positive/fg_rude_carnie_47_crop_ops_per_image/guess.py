import glob
import sys

import numpy as np
import tensorflow as tf

from utils import ImageCoder, make_multi_crop_batch

tf.compat.v1.disable_eager_execution()

AGE_LIST = ["(0, 2)", "(4, 6)", "(8, 12)", "(15, 20)", "(25, 32)", "(38, 43)", "(48, 53)", "(60, 100)"]


def classify_folder(folder, checkpoint):
    with tf.compat.v1.Session() as sess:
        images = tf.compat.v1.placeholder(tf.float32, [None, 227, 227, 3])
        logits = tf.keras.models.load_model(checkpoint)(images)
        softmax = tf.nn.softmax(logits)
        coder = ImageCoder(sess)
        for filename in sorted(glob.glob(folder + "/*.jpg")):
            batch = sess.run(make_multi_crop_batch(filename, coder))
            probs = sess.run(softmax, feed_dict={images: batch}).mean(axis=0)
            print(filename, AGE_LIST[int(np.argmax(probs))])


if __name__ == "__main__":
    classify_folder(sys.argv[1], sys.argv[2])
