import numpy as np
from sklearn.model_selection import KFold
from tensorflow.keras import utils

from genre.models import train_model

GENRES = ["blues", "classical", "country", "disco", "hiphop",
          "jazz", "metal", "pop", "reggae", "rock"]


def run_binary_folds(x, y, num_splits=10, n_splits=15):
    kfold = KFold(n_splits, shuffle=True)
    results = []
    fold_no = 1
    for train, test in kfold.split(x, y):
        remaining = list(GENRES)
        split = [[remaining.pop(fold_no - 1)], remaining]
        y_bin = np.in1d(np.argmax(y, axis=1), [GENRES.index(g) for g in split[0]])
        y_bin = utils.to_categorical(y_bin.astype(int), num_classes=2)
        model, history = train_model(x[train], y_bin[train], x[test], y_bin[test],
                                     f"folder{fold_no}", split)
        results.append(history.history["val_accuracy"][-1])
        fold_no += 1
        if fold_no > num_splits:
            break
    return results


if __name__ == "__main__":
    x = np.load("features/mel_train.npy")
    y = np.load("features/labels_train.npy")
    print(run_binary_folds(x, y))
