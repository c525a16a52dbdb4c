"""Entry point: tune on the sensor dataset, resumable after a crash."""
import argparse

import numpy as np

from tuning.tuner import RepeatedRandomSearch


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", default="sensors.npz")
    ap.add_argument("--trials", type=int, default=60)
    ap.add_argument("--executions", type=int, default=3)
    ap.add_argument("--epochs", type=int, default=40)
    args = ap.parse_args()

    data = np.load(args.data)
    x_tr, y_tr, x_va, y_va = data["x_tr"], data["y_tr"], data["x_va"], data["y_va"]

    tuner = RepeatedRandomSearch(
        executions=args.executions,
        fixed_features=x_tr.shape[1],
        objective="val_loss",
        max_trials=args.trials,
        directory="tuning_runs",
        project_name="sensor_net",
        overwrite=False,
    )
    tuner.search(x_tr, y_tr, validation_data=(x_va, y_va), epochs=args.epochs, batch_size=256)
    print(tuner.get_best_hyperparameters(1)[0].values)


if __name__ == "__main__":
    main()
