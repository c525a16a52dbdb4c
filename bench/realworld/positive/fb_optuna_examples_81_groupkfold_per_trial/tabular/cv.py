import numpy as np
from sklearn.model_selection import GroupKFold
from sklearn.preprocessing import StandardScaler

from .model import ourmodel


def crossval(params, data, labels, groups, n_splits=5):
    scores = []
    for train_idx, val_idx in GroupKFold(n_splits=n_splits).split(data, labels, groups=groups):
        scaler = StandardScaler()
        x_train = scaler.fit_transform(data[train_idx])
        x_val = scaler.transform(data[val_idx])
        model = ourmodel(data.shape[1], params["units"], params["dropout"])
        model.fit(
            x_train,
            labels[train_idx],
            epochs=50,
            batch_size=8192,
            validation_data=(x_val, labels[val_idx]),
            verbose=0,
        )
        scores.append(model.evaluate(x_val, labels[val_idx], verbose=0)[1])
    return float(np.mean(scores))
