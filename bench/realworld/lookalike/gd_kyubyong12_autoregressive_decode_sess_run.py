# source: https://github.com/Kyubyong/transformer/issues/12
# symptom: BLEU evaluation decodes token by token with one session call per position (slow, encoder recomputed) but memory is flat
# note: the evaluation graph is built once; the per-position loop only feeds the growing prediction array to the existing g.preds tensor, and scoring uses numpy/nltk
import codecs
import os

import numpy as np
import tensorflow.compat.v1 as tf
from nltk.translate.bleu_score import corpus_bleu

from hyperparams import Hyperparams as hp
from data_load import load_test_data, load_de_en_vocab
from train import Graph

tf.disable_v2_behavior()


def evaluate():
    g = Graph(is_training=False)
    X, sources, targets = load_test_data()
    de2idx, idx2de = load_de_en_vocab()
    with g.graph.as_default(), tf.Session(graph=g.graph) as sess:
        tf.train.Saver().restore(sess, tf.train.latest_checkpoint(hp.logdir))
        mname = open(os.path.join(hp.logdir, "checkpoint")).read().split('"')[1]
        list_of_refs, hypotheses = [], []
        with codecs.open(os.path.join("results", mname), "w", "utf-8") as fout:
            for i in range(len(X) // hp.batch_size):
                x = X[i * hp.batch_size:(i + 1) * hp.batch_size]
                preds = np.zeros((hp.batch_size, hp.maxlen), np.int32)
                for j in range(hp.maxlen):
                    _preds = sess.run(g.preds, {g.x: x, g.y: preds})
                    preds[:, j] = _preds[:, j]
                for source, target, pred in zip(sources[i * hp.batch_size:],
                                                targets[i * hp.batch_size:], preds):
                    got = " ".join(idx2de[idx] for idx in pred).split("</S>")[0].strip()
                    fout.write("- source: %s\n- expected: %s\n- got: %s\n\n" % (source, target, got))
                    if len(target.split()) > 3 and len(got.split()) > 3:
                        list_of_refs.append([target.split()])
                        hypotheses.append(got.split())
            fout.write("Bleu Score = %.2f" % (100 * corpus_bleu(list_of_refs, hypotheses)))


if __name__ == "__main__":
    evaluate()
