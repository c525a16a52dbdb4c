import numpy as np
import tensorflow as tf


class Bidder:
    def __init__(self, name, model_path):
        self.name = name
        self.graph = tf.Graph()
        self.sess = tf.compat.v1.Session(graph=self.graph)
        with self.graph.as_default():
            saver = tf.compat.v1.train.import_meta_graph(model_path + ".meta")
            saver.restore(self.sess, model_path)
            self.seq_in = self.graph.get_tensor_by_name("seq_in:0")
            self.keep_prob = self.graph.get_tensor_by_name("keep_prob:0")
            self.out_bid_logit = self.graph.get_tensor_by_name("out_bid_logit:0")

    def pred_fun(self, x):
        with self.graph.as_default():
            logits = self.sess.run(
                self.out_bid_logit,
                feed_dict={self.seq_in: x, self.keep_prob: 1.0},
            )
            probs = self.sess.run(tf.nn.softmax(logits))
        return probs

    def close(self):
        self.sess.close()
