import logging

import numpy as np
from sklearn.model_selection import StratifiedKFold

from cv.runner import NestedCV

if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    data = np.load("churn_features.npz")
    x, y = data["x"].astype("float32"), data["y"].astype("float32")
    splits = list(StratifiedKFold(n_splits=5, shuffle=True, random_state=7).split(x, y))
    mean_auc, per_split = NestedCV(x, y, splits).run()
    print("mean AUC", mean_auc, per_split)
