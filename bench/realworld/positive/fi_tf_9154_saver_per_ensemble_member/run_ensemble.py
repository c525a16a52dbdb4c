import numpy as np

from ensemble.evaluate import test_model
from ensemble.models import build_ensemble

N_MODELS, NUM_FEATURES, NUM_CLASS, BATCH = 45, 32, 10, 128


def batches(x, y, batch_size):
    while True:
        idx = np.random.randint(0, len(x), batch_size)
        yield x[idx], y[idx]


if __name__ == "__main__":
    data = np.load("data/test.npz")
    x_test, y_test = data["x"], data["y"]
    models = build_ensemble(N_MODELS, NUM_FEATURES, NUM_CLASS)
    scores = []
    for model_id, model in enumerate(models):
        gen = batches(x_test, y_test, BATCH)
        scores.append(test_model(model, gen, len(x_test) // BATCH, model_id))
    print("ensemble mean accuracy", np.mean(scores))
