import json
import os


def end_routine(model_dir, histories):
    os.makedirs(model_dir, exist_ok=True)
    with open(os.path.join(model_dir, "losses.json"), "w") as handle:
        json.dump({k: [float(v) for v in vals] for k, vals in histories.items()}, handle)
