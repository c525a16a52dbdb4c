import os

import numpy as np
import tensorflow as tf


class SnapshotOps:
    """Assign ops for un-normalising bbox_pred, built once before training."""

    def __init__(self, net):
        self.weights, self.biases = net.bbox_pred_variables()
        self.weights_value = tf.placeholder(self.weights.dtype, shape=self.weights.get_shape())
        self.biases_value = tf.placeholder(self.biases.dtype, shape=self.biases.get_shape())
        self.assign_weights = tf.assign(self.weights, self.weights_value)
        self.assign_biases = tf.assign(self.biases, self.biases_value)

    def save(self, sess, saver, bbox_means, bbox_stds, output_dir, iteration):
        orig_weights, orig_biases = sess.run([self.weights, self.biases])
        stds = np.tile(bbox_stds, (orig_weights.shape[0], 1))
        sess.run([self.assign_weights, self.assign_biases],
                 feed_dict={self.weights_value: orig_weights * stds,
                            self.biases_value: orig_biases * bbox_stds + bbox_means})
        os.makedirs(output_dir, exist_ok=True)
        filename = os.path.join(output_dir, f"VGGnet_fast_rcnn_iter_{iteration + 1}.ckpt")
        saver.save(sess, filename)
        print(f"Wrote snapshot to: {filename}")
        sess.run([self.assign_weights, self.assign_biases],
                 feed_dict={self.weights_value: orig_weights, self.biases_value: orig_biases})
