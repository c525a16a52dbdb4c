import numpy as np
import tensorflow as tf


class FaceEmbedder:
    def __init__(self, meta_path, ckpt_path):
        self.sess = tf.Session()
        saver = tf.train.import_meta_graph(meta_path)
        saver.restore(self.sess, ckpt_path)
        graph = tf.get_default_graph()
        self.images_placeholder = graph.get_tensor_by_name("input:0")
        self.embeddings = graph.get_tensor_by_name("embeddings:0")
        self.phase_train_placeholder = graph.get_tensor_by_name("phase_train:0")

    def embed(self, faces):
        feed_dict = {self.images_placeholder: np.asarray(faces),
                     self.phase_train_placeholder: False}
        return self.sess.run(self.embeddings, feed_dict=feed_dict)

    def close(self):
        self.sess.close()
