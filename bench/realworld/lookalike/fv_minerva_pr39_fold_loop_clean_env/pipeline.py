import gc
import logging

import numpy as np
from keras import backend as K
from sklearn.model_selection import KFold

from architectures import build_gru_classifier

logger = logging.getLogger(__name__)


def _clean_env(i, nr_splits):
    logger.info("fold %d/%d done, clearing session", i + 1, nr_splits)
    K.clear_session()
    gc.collect()


def fold_fit_loop(X, y, X_test, params, nr_splits=10, seed=1234):
    oof = np.zeros_like(y, dtype="float32")
    test_preds = []
    for i, (train_idx, valid_idx) in enumerate(KFold(nr_splits, shuffle=True, random_state=seed).split(X)):
        model = build_gru_classifier(**params)
        model.fit(X[train_idx], y[train_idx], validation_data=(X[valid_idx], y[valid_idx]),
                  epochs=params.get("epochs", 4), batch_size=256, verbose=2)
        oof[valid_idx] = model.predict_on_batch(X[valid_idx])
        test_preds.append(model.predict_on_batch(X_test))
        _clean_env(i, nr_splits)
    return oof, np.mean(test_preds, axis=0)
