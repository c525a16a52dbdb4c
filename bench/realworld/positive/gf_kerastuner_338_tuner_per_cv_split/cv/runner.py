"""Nested CV: tune inside each outer split, then refit the winner."""
import logging

import keras_tuner as kt
import numpy as np

from cv.space import churn_hypermodel

logger = logging.getLogger(__name__)


class NestedCV:
    def __init__(self, x, y, splits, max_epochs=30):
        self.x, self.y, self.splits = x, y, splits
        self.max_epochs = max_epochs

    def build_tuner(self, split_index):
        hp = kt.HyperParameters()
        hp.Fixed("n_inputs", self.x.shape[1])
        return kt.Hyperband(churn_hypermodel, hyperparameters=hp, objective=kt.Objective("val_auc", "max"),
                            max_epochs=self.max_epochs, directory="kt_cv",
                            project_name=f"split_{split_index}")

    def run(self):
        scores = []
        for split_index, (tr, te) in enumerate(self.splits):
            logger.info("Training on split %d/%d", split_index + 1, len(self.splits))
            tuner = self.build_tuner(split_index)
            tuner.search(self.x[tr], self.y[tr], validation_split=0.2, verbose=0)
            best_hp = tuner.get_best_hyperparameters(1)[0]
            final = churn_hypermodel(best_hp)
            final.fit(self.x[tr], self.y[tr], epochs=self.max_epochs, verbose=0)
            scores.append(final.evaluate(self.x[te], self.y[te], verbose=0)[1])
        return float(np.mean(scores)), scores
