import tensorflow as tf


def load_bio_corpus(path, max_lines=500000):
    vocab, tag_ids = {"<pad>": 0}, {"O": 0}
    sentences, labels, words, marks = [], [], [], []
    with open(path, encoding="utf-8") as handle:
        for line in handle.read().splitlines()[:max_lines]:
            if line == "end":
                if words:
                    sentences.append(words)
                    labels.append(marks)
                words, marks = [], []
                continue
            char, tag = line.split()
            words.append(vocab.setdefault(char, len(vocab)))
            marks.append(tag_ids.setdefault(tag, len(tag_ids)))
    pad = tf.keras.preprocessing.sequence.pad_sequences
    return pad(sentences, padding="post"), pad(labels, padding="post"), vocab, tag_ids
