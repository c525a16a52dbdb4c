import pickle

import numpy as np
import tensorflow as tf

from .model import BiLSTM_CRF

TAGS = ["O", "B-PER", "I-PER", "B-LOC", "I-LOC", "B-ORG", "I-ORG"]
with open("data_path/word2id.pkl", "rb") as f:
    WORD2ID = pickle.load(f)
EMBEDDINGS = np.load("data_path/embeddings.npy")


def entity_extractor(sentence, ckpt="data_path_save/checkpoints/model-31680"):
    model = BiLSTM_CRF(EMBEDDINGS, num_tags=len(TAGS))
    model.build_graph()
    saver = tf.train.Saver()
    with tf.Session() as sess:
        saver.restore(sess, ckpt)
        ids = [[WORD2ID.get(ch, WORD2ID["<UNK>"]) for ch in sentence]]
        pred = sess.run(model.labels_pred, feed_dict={model.word_ids: ids,
                                                      model.sequence_lengths: [len(sentence)]})
    tags = [TAGS[i] for i in pred[0]]
    return collect(sentence, tags)


def collect(sentence, tags):
    found = {"PER": [], "LOC": [], "ORG": []}
    current, kind = "", None
    for ch, tag in zip(sentence, tags):
        if tag.startswith("B-"):
            if current:
                found[kind].append(current)
            current, kind = ch, tag[2:]
        elif tag.startswith("I-") and current:
            current += ch
        else:
            if current:
                found[kind].append(current)
            current, kind = "", None
    if current:
        found[kind].append(current)
    return found["PER"], found["LOC"], found["ORG"]
