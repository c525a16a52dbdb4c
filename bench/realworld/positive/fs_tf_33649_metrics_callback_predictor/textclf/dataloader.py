import numpy as np


class DataLoader:
    def __init__(self, vocab, max_len=128, batch_size=32):
        self.vocab = vocab
        self.max_len = max_len
        self.batch_size = batch_size

    def encode(self, text):
        ids = [self.vocab.get(tok, 1) for tok in text.lower().split()][: self.max_len]
        return ids + [0] * (self.max_len - len(ids))

    def batches(self, samples):
        for i in range(0, len(samples), self.batch_size):
            chunk = samples[i:i + self.batch_size]
            x = np.array([self.encode(text) for text, _ in chunk], dtype=np.int32)
            y = np.array([label for _, label in chunk], dtype=np.int32)
            yield x, y
