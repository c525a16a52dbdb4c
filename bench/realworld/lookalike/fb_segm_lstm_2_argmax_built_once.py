# source: https://github.com/dsindex/segm-lstm/issues/2
# symptom: inference.py leaked memory because tf.arg_max(logits, 1) was built inside sess.run for every input line
# note: look-alike: the fix from the thread: argmax = tf.arg_max(logits, 1) is built once after the model, and the stdin loop only runs it with a new feed
import sys

import numpy as np
import tensorflow as tf

N_STEPS = 30
N_HIDDEN = 32
N_CLASSES = 2


def build_model(x):
    cell = tf.nn.rnn_cell.BasicLSTMCell(N_HIDDEN)
    outputs, _ = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)
    outputs = tf.reshape(outputs, [-1, N_HIDDEN])
    weights = tf.get_variable("out_w", [N_HIDDEN, N_CLASSES])
    bias = tf.get_variable("out_b", [N_CLASSES])
    return tf.matmul(outputs, weights) + bias


def to_features(sentence):
    chars = sentence.replace(" ", "")[:N_STEPS].ljust(N_STEPS)
    return np.array([[ord(c) / 65535.0] for c in chars], dtype=np.float32)[np.newaxis]


def main(model_path):
    x = tf.placeholder(tf.float32, [None, N_STEPS, 1])
    logits = build_model(x)
    argmax = tf.arg_max(logits, 1)
    sess = tf.Session()
    tf.train.Saver().restore(sess, model_path)
    for line in sys.stdin:
        sentence = line.strip()
        tags = sess.run(argmax, feed_dict={x: to_features(sentence)})
        chars = sentence.replace(" ", "")
        print("".join(c + (" " if t == 1 else "") for c, t in zip(chars, tags)).strip())
    sess.close()


if __name__ == "__main__":
    main(sys.argv[1])
