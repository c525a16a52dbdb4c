# source: https://github.com/tensorflow/tensorflow/issues/19049
# symptom: memory leak when a session runs a sliced tensor in a loop; the answer in the thread: the slice adds a new op to the graph on every call, slice the fetched array instead (or build the slice once outside the loop)
# expect: TFM010 25
# note: the report's leak_version() in a small TF1 sequence encoder: last_state() fetches outputs[:, -1, :], a strided-slice op built anew on every call, and the batch loop calls it for every batch
import numpy as np
import tensorflow as tf


class SequenceEncoder:
    def __init__(self, n_features, n_units):
        self.inputs = tf.placeholder(tf.float32, [None, None, n_features], name="inputs")
        cell = tf.nn.rnn_cell.GRUCell(n_units)
        self.outputs, _ = tf.nn.dynamic_rnn(cell, self.inputs, dtype=tf.float32)
        self.sess = tf.Session()
        self.sess.run(tf.global_variables_initializer())
        self.saver = tf.train.Saver()

    def restore(self, checkpoint):
        self.saver.restore(self.sess, checkpoint)

    def all_states(self, batch):
        return self.sess.run(self.outputs, feed_dict={self.inputs: batch})

    def last_state(self, batch):
        return self.sess.run(self.outputs[:, -1, :], feed_dict={self.inputs: batch})


def encode_file(path, encoder, batch_size=256):
    sequences = np.load(path)
    codes = []
    for start in range(0, len(sequences), batch_size):
        codes.append(encoder.last_state(sequences[start:start + batch_size]))
    return np.concatenate(codes)


if __name__ == "__main__":
    encoder = SequenceEncoder(n_features=12, n_units=64)
    encoder.restore("checkpoints/encoder.ckpt")
    np.save("codes.npy", encode_file("sequences.npy", encoder))
