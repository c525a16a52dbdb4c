import argparse

import numpy as np
from sklearn.model_selection import StratifiedKFold

from textcnn import data_helpers
from textcnn.train_fold import train_one_fold


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--folds", type=int, default=10)
    parser.add_argument("--embedding_dim", type=int, default=128)
    parser.add_argument("--num_filters", type=int, default=128)
    parser.add_argument("--l2_reg_lambda", type=float, default=0.0)
    parser.add_argument("--dropout_keep_prob", type=float, default=0.5)
    parser.add_argument("--batch_size", type=int, default=64)
    parser.add_argument("--num_epochs", type=int, default=10)
    flags = parser.parse_args()
    x, y, vocab_size = data_helpers.load_polarity("data/rt-polarity.pos", "data/rt-polarity.neg")
    skf = StratifiedKFold(n_splits=flags.folds, shuffle=True, random_state=10)
    scores = []
    for fold, (tr, dev) in enumerate(skf.split(x, y.argmax(axis=1))):
        acc = train_one_fold(x[tr], y[tr], x[dev], y[dev], vocab_size, flags)
        scores.append(acc)
        print(f"fold {fold}: acc={acc:.4f}")
    print("mean accuracy:", np.mean(scores))


if __name__ == "__main__":
    main()
