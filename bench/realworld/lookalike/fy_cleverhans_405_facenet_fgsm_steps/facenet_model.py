import numpy as np
import tensorflow.compat.v1 as tf


class InceptionResnetV1Wrapper:
    def __init__(self, sess, pb_path):
        with tf.gfile.GFile(pb_path, "rb") as f:
            graph_def = tf.GraphDef()
            graph_def.ParseFromString(f.read())
        self.images = tf.placeholder(tf.float32, [None, 160, 160, 3], name="images")
        self.phase_train = tf.constant(False)
        self._graph_def = graph_def
        self.embeddings = self.embed(self.images)
        self.sess = sess

    def embed(self, x):
        out, = tf.import_graph_def(self._graph_def, input_map={"input:0": x, "phase_train:0": self.phase_train},
                                   return_elements=["embeddings:0"])
        return out


def load_pairs(path):
    data = np.load(path)
    return data["faces1"].astype(np.float32), data["faces2"].astype(np.float32)


def same_person(sess, model, a, b, threshold=0.99):
    ea = sess.run(model.embeddings, feed_dict={model.images: a})
    eb = sess.run(model.embeddings, feed_dict={model.images: b})
    return (np.sum(np.square(ea - eb), axis=1) < threshold).astype(int)
