import os

import numpy as np
import tensorflow as tf
from imageio import imwrite

from generator import create_generator
from preprocess import process_pair

FLAGS = tf.app.flags.FLAGS
tf.app.flags.DEFINE_string("checkpoint", "model/stage1/", "")
tf.app.flags.DEFINE_string("image_dir", "data/women_top/", "")
tf.app.flags.DEFINE_string("pose_dir", "data/pose/", "")
tf.app.flags.DEFINE_string("segment_dir", "data/segment/", "")
tf.app.flags.DEFINE_string("test_label", "data/viton_test_pairs.txt", "")
tf.app.flags.DEFINE_string("result_dir", "results/stage1/", "")


def main(_):
    os.makedirs(FLAGS.result_dir, exist_ok=True)
    prod_ph = tf.placeholder(tf.float32, [1, 256, 192, 3])
    body_ph = tf.placeholder(tf.float32, [1, 256, 192, 1])
    skin_ph = tf.placeholder(tf.float32, [1, 256, 192, 3])
    pose_ph = tf.placeholder(tf.float32, [1, 256, 192, 18])
    with tf.variable_scope("generator"):
        outputs = create_generator(prod_ph, body_ph, skin_ph, pose_ph, 4)
    saver = tf.train.Saver()
    pairs = [line.split() for line in open(FLAGS.test_label).read().splitlines()]
    with tf.Session() as sess:
        saver.restore(sess, tf.train.latest_checkpoint(FLAGS.checkpoint))
        for image_name, product_name in pairs:
            _, prod, pose, body, _, skin = process_pair(FLAGS, image_name, product_name, sess)
            feed = {prod_ph: prod[None], body_ph: body[None], skin_ph: skin[None], pose_ph: pose[None]}
            out = sess.run(outputs, feed_dict=feed)
            coarse = (out[0, :, :, 1:] / 2.0 + 0.5) * 255
            imwrite(os.path.join(FLAGS.result_dir, image_name + "_" + product_name + ".png"),
                    coarse.astype(np.uint8))


if __name__ == "__main__":
    tf.app.run()
