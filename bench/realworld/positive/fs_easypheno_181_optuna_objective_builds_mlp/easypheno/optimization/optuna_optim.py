import numpy as np
import optuna
from sklearn.model_selection import KFold

from easypheno.model import Mlp


class OptunaOptim:
    def __init__(self, X, y, task="regression", n_trials=100, n_folds=5):
        self.X, self.y = X, y
        self.task = task
        self.n_trials = n_trials
        self.folds = list(KFold(n_splits=n_folds, shuffle=True, random_state=42).split(X))

    def objective(self, trial):
        losses = []
        for train_idx, val_idx in self.folds:
            model = Mlp(task=self.task, optuna_trial=trial, n_features=self.X.shape[1])
            losses.append(model.train_val_loop(self.X[train_idx], self.y[train_idx],
                                               self.X[val_idx], self.y[val_idx]))
        return float(np.mean(losses))

    def run_optuna_optimization(self):
        study = optuna.create_study(direction="minimize", sampler=optuna.samplers.TPESampler(seed=42))
        study.optimize(self.objective, n_trials=self.n_trials)
        return study.best_trial
