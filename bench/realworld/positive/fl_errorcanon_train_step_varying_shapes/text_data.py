import json

import numpy as np


def load_corpus(path, vocab_size=20000):
    sequences, labels = [], []
    with open(path) as f:
        for line in f:
            row = json.loads(line)
            sequences.append([min(int(t), vocab_size - 1) for t in row["tokens"]])
            labels.append(int(row["label"]))
    return sequences, np.asarray(labels)


def pad_to_longest(batch):
    longest = max(len(s) for s in batch)
    out = np.zeros((len(batch), longest), dtype=np.int32)
    for i, seq in enumerate(batch):
        out[i, :len(seq)] = seq
    return out
