# source: https://github.com/dsindex/segm-lstm/issues/2
# symptom: memory leak in inference.py; fixed by building argmax = tf.arg_max(logits, 1) once and running that tensor instead of calling tf.arg_max inside sess.run
# expect: TFM010 45
# note: the reported inference script reads sentences from stdin until EOF and builds a new ArgMax op inside sess.run for every line
import sys

import numpy as np
import tensorflow as tf

N_STEPS = 30
N_INPUT = 1
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


def segment(sentence, tags):
    chars = sentence.replace(" ", "")
    return "".join(c + (" " if t == 1 else "") for c, t in zip(chars, tags)).strip()


def main(model_path):
    x = tf.placeholder(tf.float32, [None, N_STEPS, N_INPUT])
    logits = build_model(x)
    sess = tf.Session()
    tf.train.Saver().restore(sess, model_path)
    while True:
        line = sys.stdin.readline()
        if not line:
            break
        feed = {x: to_features(line.strip())}
        result = sess.run(tf.arg_max(logits, 1), feed_dict=feed)
        print(segment(line.strip(), result))
    sess.close()


if __name__ == "__main__":
    main(sys.argv[1])
