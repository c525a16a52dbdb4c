import json
import os


class Encoder:
    def __init__(self, vocab):
        self.encoder = vocab
        self.decoder = {v: k for k, v in vocab.items()}

    def encode(self, text):
        return [self.encoder.get(tok, 0) for tok in text.split()]

    def decode(self, tokens):
        return " ".join(self.decoder.get(int(t), "") for t in tokens)


def get_encoder(checkpoint_path):
    with open(os.path.join(checkpoint_path, "encoder.json")) as f:
        return Encoder(json.load(f))
