import argparse

import numpy as np

from finetune.mlp import train_per_trait

parser = argparse.ArgumentParser()
parser.add_argument("--embeddings", default="pkl_data/essays-bert-base-cls.npz")
parser.add_argument("--epochs", type=int, default=10)
parser.add_argument("--folds", type=int, default=10)
args = parser.parse_args()

data = np.load(args.embeddings)
scores = train_per_trait(data["features"], data["targets"], epochs=args.epochs, n_splits=args.folds)
for trait, acc in scores.items():
    print(f"{trait}: {acc:.4f}")
