import argparse
import numpy as np
import tensorflow as tf

from attribution import integrated_gradients


def one_hot(seq, alphabet="ACGT"):
    idx = {c: i for i, c in enumerate(alphabet)}
    out = np.zeros((len(seq), len(alphabet)), dtype=np.float32)
    for i, c in enumerate(seq):
        if c in idx:
            out[i, idx[c]] = 1.0
    return out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("model")
    parser.add_argument("fasta")
    parser.add_argument("--steps", type=int, default=50)
    parser.add_argument("--out", default="attributions.npz")
    args = parser.parse_args()

    model = tf.keras.models.load_model(args.model, compile=False)
    names, seqs = [], []
    with open(args.fasta) as fh:
        for line in fh:
            line = line.strip()
            if line.startswith(">"):
                names.append(line[1:])
            elif line:
                seqs.append(line.upper())

    results = {}
    for name, seq in zip(names, seqs):
        x = tf.constant(one_hot(seq))
        attr = integrated_gradients(x, model, steps=args.steps)
        results[name] = attr.numpy()
    np.savez_compressed(args.out, **results)


if __name__ == "__main__":
    main()
