import numpy as np

from sktime_dl.classifiers.mcnn import MCNNClassifier

DATASETS = ["ArrowHead", "Beef", "Coffee", "ECG200", "GunPoint", "ItalyPowerDemand", "Lightning7"]


def load(name):
    train = np.loadtxt("UCR/%s/%s_TRAIN.tsv" % (name, name))
    x, labels = train[:, 1:, None], train[:, 0].astype(int)
    classes = np.unique(labels)
    y = (labels[:, None] == classes[None, :]).astype("float32")
    return x, y


if __name__ == "__main__":
    for name in DATASETS:
        x, y = load(name)
        clf = MCNNClassifier(n_epochs=50).fit(x, y)
        print(name, "fitted")
