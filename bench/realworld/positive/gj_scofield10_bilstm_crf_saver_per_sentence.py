# source: https://github.com/scofield7419/sequence-labeling-BiLSTM-CRF/issues/10
# symptom: predicting a single sentence takes a long time; the time goes into loading the checkpoint for every sentence, and the process keeps getting slower
# expect: TFM010 35
# note: the interactive tagging loop creates a new tf.train.Saver (restore ops) for every sentence typed and then runs the tagging ops with Session.run
import argparse

import numpy as np
import tensorflow as tf

from engines.BiLSTM_CRFs import BiLSTM_CRFs
from engines.Configer import Configer
from engines.DataManager import DataManager


def tag_sentence(sess, model, data_manager, sentence):
    X, tokens = data_manager.prepare_single_sentence(sentence)
    feed = {model.inputs: X, model.dropout: 1.0}
    logits, transition = sess.run([model.logits, model.transition_params], feed_dict=feed)
    length = len(tokens)
    path, _ = tf.contrib.crf.viterbi_decode(logits[0][:length], transition)
    labels = [data_manager.id2label[i] for i in path]
    return list(zip(tokens, labels))


def interactive(config_path):
    configs = Configer(config_file=config_path)
    data_manager = DataManager(configs)
    model = BiLSTM_CRFs(configs, data_manager)
    checkpoint = tf.train.latest_checkpoint(configs.checkpoints_dir)
    with tf.Session() as sess:
        while True:
            sentence = input("please input a sentence (q to quit): ").strip()
            if sentence in ("q", ""):
                break
            saver = tf.train.Saver()
            saver.restore(sess, checkpoint)
            for token, label in tag_sentence(sess, model, data_manager, sentence):
                print(token, label)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--config", default="system.config")
    interactive(parser.parse_args().config)
