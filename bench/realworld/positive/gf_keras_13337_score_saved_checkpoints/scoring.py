"""Score one saved checkpoint on the hold-out split."""
import numpy as np
from tensorflow import keras


def accuracy(probs, labels):
    return float(np.mean(np.argmax(probs, axis=-1) == labels))


def score_checkpoint(path, x_holdout, y_holdout, batch_size=256):
    model = keras.models.load_model(path)
    probs = model.predict(x_holdout, batch_size=batch_size, verbose=0)
    return {
        "checkpoint": path,
        "accuracy": accuracy(probs, y_holdout),
        "mean_confidence": float(np.mean(np.max(probs, axis=-1))),
    }
