# source: https://github.com/cmusphinx/g2p-seq2seq/issues/120
# symptom: interactive decoding of single words with a frozen model is very slow, and each word makes the process do graph work again
# expect: TFM010 45
# expect: TFM010 46
# note: inside the interactive while-loop a new string constant and a new py_func op are added to the graph for every word typed, then run with Session.run
import argparse
import os

import tensorflow as tf

from g2p_seq2seq.params import load_hparams
from g2p_seq2seq.vocab import load_vocab


class G2PInteractive(object):

    def __init__(self, model_dir):
        self.model_dir = model_dir
        self.frozen_graph_filename = os.path.join(model_dir, "frozen_model.pb")
        self.hparams = load_hparams(model_dir)
        self.graph = tf.Graph()
        with self.graph.as_default():
            graph_def = tf.GraphDef()
            with tf.gfile.GFile(self.frozen_graph_filename, "rb") as f:
                graph_def.ParseFromString(f.read())
            tf.import_graph_def(graph_def, name="g2p")
        self.inputs = self.graph.get_tensor_by_name("g2p/inputs:0")
        self.outputs = self.graph.get_tensor_by_name("g2p/outputs:0")
        self.src_vocab, self.tgt_vocab = load_vocab(model_dir)

    def decode_word(self, word):
        ids = [self.src_vocab[c] for c in word.decode("utf-8").lower() if c in self.src_vocab]
        out = self._sess.run(self.outputs, {self.inputs: [ids + [1]]})
        phones = [self.tgt_vocab[i] for i in out[0] if i > 1]
        return " ".join(phones).encode("utf-8")

    def run(self):
        with tf.Session(graph=self.graph) as sess:
            self._sess = sess
            with self.graph.as_default():
                while True:
                    word = input("> ").strip()
                    if not word:
                        break
                    inp = tf.constant(word, dtype=tf.string)
                    decode_op = tf.py_func(self.decode_word, [inp], tf.string)
                    result = sess.run(decode_op)
                    print("output: " + result.decode("utf-8"))


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--model_dir", required=True)
    G2PInteractive(parser.parse_args().model_dir).run()
