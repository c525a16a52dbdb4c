import os

import numpy as np
from sklearn.model_selection import KFold

from medens.network import NeuralNetwork
from medens.io import load_images


class Bagging:
    def __init__(self, k_fold, architecture, n_labels):
        self.k_fold = k_fold
        self.architecture = architecture
        self.n_labels = n_labels
        self.paths = []

    def train(self, samples, labels, epochs):
        folds = KFold(n_splits=self.k_fold, shuffle=True, random_state=0)
        for i, (train_idx, val_idx) in enumerate(folds.split(samples)):
            x_train, x_val = load_images(samples[train_idx]), load_images(samples[val_idx])
            nn = NeuralNetwork(self.n_labels, architecture=self.architecture)
            nn.train(x_train, labels[train_idx], epochs, validation=(x_val, labels[val_idx]))
            path = os.path.join("/tmp/bagging", f"cv_{i}.keras")
            nn.dump(path)
            self.paths.append(path)

    def dump(self, directory):
        os.makedirs(directory, exist_ok=True)
        np.save(os.path.join(directory, "members.npy"), np.asarray(self.paths))
