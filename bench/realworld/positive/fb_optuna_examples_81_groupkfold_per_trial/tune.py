import numpy as np
import optuna

from tabular.cv import crossval

data = np.load("sessions.npz")
X, y, subject = data["x"], data["y"], data["subject"]


def objective(trial):
    params = {
        "units": trial.suggest_categorical("units", [32, 64, 128, 256]),
        "dropout": trial.suggest_float("dropout", 0.0, 0.5),
    }
    return crossval(params, X, y, subject)


if __name__ == "__main__":
    study = optuna.create_study(direction="maximize")
    study.optimize(objective, n_trials=100)
    print(study.best_params)
