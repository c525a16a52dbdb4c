import numpy as np
import tensorflow as tf

word_beam_search_module = tf.load_op_library("./TFWordBeamSearch.so")


class WordBeamDecoder:
    def __init__(self, sess, corpus_path, chars_path, word_chars_path, beam_width=25, mode="Words"):
        self.sess = sess
        self.beam_width = beam_width
        self.mode = mode
        with open(corpus_path, encoding="utf-8") as f:
            self.corpus = f.read()
        with open(chars_path, encoding="utf-8") as f:
            self.chars = f.read().splitlines()[0]
        with open(word_chars_path, encoding="utf-8") as f:
            self.word_chars = f.read().splitlines()[0]

    def labels_to_text(self, labels):
        blank = len(self.chars)
        return "".join(self.chars[c] for c in labels if c != blank)

    def decode(self, mat):
        """mat: logits with shape [time, batch, classes + 1] from the recognizer."""
        mat = np.asarray(mat, dtype=np.float32)
        if mat.ndim == 2:
            mat = mat[:, None, :]

        decode_op = word_beam_search_module.word_beam_search(tf.nn.softmax(mat, axis=2), self.beam_width, self.mode, 0.0, self.corpus, self.chars, self.word_chars)
        labels = self.sess.run(decode_op)
        return [self.labels_to_text(row) for row in labels]
