import numpy as np
import tensorflow.compat.v1 as tf

from tiles import cut_tiles

tf.disable_eager_execution()
PIECES = " KQRBNPkqrbnp"


class ChessboardPredictor(object):
    def __init__(self, model_path="saved_models/model_10000.ckpt"):
        self.graph = tf.Graph()
        with self.graph.as_default():
            self.img = tf.placeholder(tf.float32, [None, None, 3], name="screenshot")
            self.gray = tf.image.rgb_to_grayscale(self.img)[:, :, 0]
            self.x = tf.placeholder(tf.float32, [None, 32 * 32])
            w = tf.Variable(tf.zeros([32 * 32, 13]))
            b = tf.Variable(tf.zeros([13]))
            self.y_pred = tf.nn.softmax(tf.matmul(self.x, w) + b)
            saver = tf.train.Saver()
        self.sess = tf.Session(graph=self.graph)
        saver.restore(self.sess, model_path)
        self.graph.finalize()

    def get_prediction(self, img_arr):
        gray = self.sess.run(self.gray, feed_dict={self.img: img_arr})
        tiles = cut_tiles(gray)
        probs = self.sess.run(self.y_pred, feed_dict={self.x: tiles})
        guess = np.argmax(probs, axis=1)
        return "".join(PIECES[g] for g in guess), float(np.mean(np.max(probs, axis=1)))

    def close(self):
        self.sess.close()
