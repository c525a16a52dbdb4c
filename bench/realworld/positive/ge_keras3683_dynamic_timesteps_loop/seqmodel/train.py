import pickle

import numpy as np

from seqmodel.model import build_regressor

INPUT_DIM = 8


def load_sequences(path):
    with open(path, "rb") as f:
        return pickle.load(f)


def train(sequences, targets, epochs=10):
    model = build_regressor(INPUT_DIM)
    for epoch in range(epochs):
        order = np.random.permutation(len(sequences))
        total = 0.0
        for idx in order:
            seq = sequences[idx]
            x = np.asarray(seq, dtype="float32").reshape(1, len(seq), INPUT_DIM)
            y = np.array([[targets[idx]]], dtype="float32")
            total += model.train_on_batch(x, y)
        print(f"epoch {epoch}: mean loss {total / len(order):.4f}")
    return model


if __name__ == "__main__":
    seqs, ys = load_sequences("data/sequences.pkl")
    train(seqs, ys).save("lstm_dynamic.h5")
