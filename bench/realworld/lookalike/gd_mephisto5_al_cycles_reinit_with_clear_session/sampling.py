import numpy as np


def uncertainty_scores(model, x, chunk=500):
    scores = []
    for start in range(0, len(x), chunk):
        probs = model.predict_on_batch(x[start:start + chunk])
        probs = np.asarray(probs)
        scores.append(-np.sum(probs * np.log(probs + 1e-12), axis=1))
    return np.concatenate(scores)
