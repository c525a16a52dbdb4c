"""Rank training points by influence for every misclassified test point."""
import argparse

import numpy as np
import tensorflow as tf

from influence import Influence

tf1 = tf.compat.v1
tf1.disable_eager_execution()


def build_classifier(n_features, n_classes):
    x = tf1.placeholder(tf.float32, [None, n_features])
    y = tf1.placeholder(tf.int64, [None])
    hidden = tf1.layers.dense(x, 64, activation=tf.nn.tanh)
    logits = tf1.layers.dense(hidden, n_classes)
    loss = tf1.losses.sparse_softmax_cross_entropy(y, logits)
    return x, y, logits, loss


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", default="data.npz")
    parser.add_argument("--ckpt", default="ckpt/model")
    parser.add_argument("--top", type=int, default=10)
    args = parser.parse_args()

    data = np.load(args.data)
    train_x, train_y = data["train_x"], data["train_y"]
    test_x, test_y = data["test_x"], data["test_y"]
    x, y, logits, loss = build_classifier(train_x.shape[1], int(train_y.max()) + 1)
    inspector = Influence(tf1.trainable_variables(), loss, loss, x, y)
    train_batches = [(train_x[i:i + 512], train_y[i:i + 512])
                     for i in range(0, len(train_x), 512)]

    with tf1.Session() as sess:
        tf1.train.Saver().restore(sess, args.ckpt)
        preds = sess.run(tf.argmax(logits, 1), {x: test_x})
        wrong = np.where(preds != test_y)[0]
        for idx in wrong:
            scores = inspector.upweighting_influence(
                sess, test_x[idx:idx + 1], test_y[idx:idx + 1], train_batches)
            top = np.argsort(scores)[::-1][: args.top]
            print("test %d -> most helpful batches %s" % (idx, top.tolist()))


if __name__ == "__main__":
    main()
