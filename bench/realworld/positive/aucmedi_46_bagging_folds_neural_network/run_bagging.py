import numpy as np

from medens.ensemble import Bagging

samples = np.load("data/index.npy", allow_pickle=True)
labels = np.load("data/labels.npy")
bag = Bagging(k_fold=5, architecture="DenseNet121", n_labels=4)
bag.train(samples, labels, epochs=20)
bag.dump("models/bagging")
