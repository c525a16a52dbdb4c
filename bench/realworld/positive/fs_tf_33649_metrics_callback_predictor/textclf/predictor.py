import numpy as np


class Predictor:
    """Turns raw (text, label) samples into predicted labels with a trained classifier."""

    def __init__(self, classifier, dataloader):
        self.classifier = classifier
        self.dataloader = dataloader

    def __call__(self, samples):
        golds, preds = [], []
        for x, y in self.dataloader.batches(samples):
            probs = self.classifier.predict(x)
            preds.extend(np.argmax(probs, axis=-1).tolist())
            golds.extend(y.tolist())
        return golds, preds
