"""Alternate between tasks so the trunk learns from all of them."""
from dataclasses import dataclass

import numpy as np

from heads import make_task_model
from trunk import build_trunk


@dataclass
class Task:
    name: str
    kind: str
    n_classes: int
    lr: float
    x: np.ndarray
    y: np.ndarray


def train_round_robin(tasks, input_dim, rounds=30, epochs_per_visit=2):
    inputs, shared = build_trunk(input_dim)
    history = {t.name: [] for t in tasks}
    for r in range(rounds):
        for task in tasks:
            model = make_task_model(inputs, shared, task)
            h = model.fit(task.x, task.y, epochs=epochs_per_visit, batch_size=128,
                          validation_split=0.1, verbose=0)
            history[task.name].append(h.history["val_accuracy"][-1])
        print(f"round {r}: " + ", ".join(f"{k}={v[-1]:.3f}" for k, v in history.items()))
    return history
