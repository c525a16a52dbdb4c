import argparse

import numpy as np
import tensorflow as tf

import utils
from models import GCN
from data import load_citation

parser = argparse.ArgumentParser()
for flag, default in (("--dataset", "cora"), ("--runs", 20), ("--epochs", 1000), ("--lr", 0.01)):
    parser.add_argument(flag, type=type(default), default=default)
args = parser.parse_args()

features, support, labels, masks = load_citation(args.dataset)
accuracies = []
for run in range(args.runs):
    tf.random.set_seed(run)
    model = GCN(hidden=64, num_classes=labels.shape[1], dropout=0.5)
    optimizer = tf.keras.optimizers.Adam(args.lr)
    accuracies.append(utils.trainer(model, optimizer, features, support, labels, masks, args.epochs))
print(f"test accuracy {np.mean(accuracies):.4f} +- {np.std(accuracies):.4f}")
