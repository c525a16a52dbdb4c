# source: https://github.com/sherjilozair/char-rnn-tensorflow/pull/2
# note: TF1 sampling done the intended way: the probability and state tensors are built once with the model (placeholders for input and initial state), and the per-character loop only feeds numpy values into Session.run; no op is created inside the loop
import argparse
import os
import pickle

import numpy as np
import tensorflow as tf

from model import Model


def weighted_pick(weights):
    t = np.cumsum(weights)
    return int(np.searchsorted(t, np.random.rand(1) * np.sum(weights)))


def sample(sess, model, chars, vocab, num=500, prime="The "):
    state = sess.run(model.cell.zero_state(1, tf.float32))
    for char in prime[:-1]:
        x = np.array([[vocab[char]]])
        state = sess.run(model.final_state, {model.input_data: x, model.initial_state: state})
    ret, char = prime, prime[-1]
    for _ in range(num):
        x = np.array([[vocab[char]]])
        probs, state = sess.run([model.probs, model.final_state],
                                {model.input_data: x, model.initial_state: state})
        char = chars[weighted_pick(probs[0])]
        ret += char
    return ret


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--save_dir", default="save")
    parser.add_argument("-n", type=int, default=500)
    parser.add_argument("--prime", default="The ")
    args = parser.parse_args()
    with open(os.path.join(args.save_dir, "config.pkl"), "rb") as f:
        saved_args = pickle.load(f)
    with open(os.path.join(args.save_dir, "chars_vocab.pkl"), "rb") as f:
        chars, vocab = pickle.load(f)
    model = Model(saved_args, training=False)
    with tf.Session() as sess:
        saver = tf.train.Saver(tf.global_variables())
        saver.restore(sess, tf.train.latest_checkpoint(args.save_dir))
        sess.graph.finalize()
        print(sample(sess, model, chars, vocab, args.n, args.prime))


if __name__ == "__main__":
    main()
