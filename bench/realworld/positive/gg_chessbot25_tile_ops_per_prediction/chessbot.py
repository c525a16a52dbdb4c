import argparse
import glob

import numpy as np
import tensorflow as tf
from PIL import Image

from helper_functions import getTiles

PIECES = " KQRBNPkqrbnp"


class ChessboardPredictor(object):
    def __init__(self, model_path="saved_models/model_10000.ckpt"):
        self.x = tf.placeholder(tf.float32, [None, 32 * 32])
        self.keep_prob = tf.placeholder(tf.float32)
        w = tf.Variable(tf.zeros([32 * 32, 13]))
        b = tf.Variable(tf.zeros([13]))
        self.y_pred = tf.nn.softmax(tf.matmul(tf.nn.dropout(self.x, self.keep_prob), w) + b)
        self.sess = tf.Session()
        tf.train.Saver().restore(self.sess, model_path)

    def getPrediction(self, img):
        tiles = getTiles(self.sess, np.asarray(img.convert("RGB"), dtype=np.float32))
        validation_set = np.swapaxes(np.reshape(tiles, [32 * 32, 64]), 0, 1)
        guess_prob = self.sess.run(self.y_pred, feed_dict={self.x: validation_set, self.keep_prob: 1.0})
        guess = np.argmax(guess_prob, axis=1)
        return "".join(PIECES[g] for g in guess), float(np.mean(np.max(guess_prob, axis=1)))

    def close(self):
        self.sess.close()


def main():
    parser = argparse.ArgumentParser(description="Predict FEN strings for chessboard screenshots")
    parser.add_argument("folder")
    args = parser.parse_args()
    predictor = ChessboardPredictor()
    for path in sorted(glob.glob(args.folder + "/*.png")):
        fen, certainty = predictor.getPrediction(Image.open(path))
        print("%s %s (certainty %.1f%%)" % (path, fen, certainty * 100))
    predictor.close()


if __name__ == "__main__":
    main()
