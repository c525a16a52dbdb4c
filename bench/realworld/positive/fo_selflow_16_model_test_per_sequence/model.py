import os

import numpy as np
import tensorflow as tf
from imageio import imread, imwrite

from network import pyramid_processing


class SelFlowModel:
    def __init__(self, restore_model, save_dir):
        self.restore_model = restore_model
        self.save_dir = save_dir

    def test(self, frame_paths, save_name):
        img1 = tf.placeholder(tf.float32, [1, None, None, 3])
        img2 = tf.placeholder(tf.float32, [1, None, None, 3])
        flow = pyramid_processing(img1, img2)
        saver = tf.train.Saver()
        with tf.Session() as sess:
            saver.restore(sess, self.restore_model)
            a = imread(frame_paths[0])[None].astype(np.float32) / 255.0
            b = imread(frame_paths[1])[None].astype(np.float32) / 255.0
            flow_np = sess.run(flow, feed_dict={img1: a, img2: b})
        os.makedirs(self.save_dir, exist_ok=True)
        np.save(os.path.join(self.save_dir, save_name + ".npy"), flow_np[0])
        imwrite(os.path.join(self.save_dir, save_name + "_mag.png"),
                np.clip(np.linalg.norm(flow_np[0], axis=-1) * 8, 0, 255).astype(np.uint8))
