"""Classification metrics used by the training callbacks."""
import numpy as np


def _auroc(labels, scores):
    order = np.argsort(-scores)
    labels = labels[order]
    pos = labels.sum()
    neg = len(labels) - pos
    if pos == 0 or neg == 0:
        return float("nan")
    tps = np.cumsum(labels)
    fps = np.cumsum(1 - labels)
    return float(np.trapz(tps / pos, fps / neg))


class ClassificationResult:
    def __init__(self, labels, predictions, threshold=0.5):
        labels = np.asarray(labels).reshape(len(labels), -1)
        predictions = np.asarray(predictions).reshape(len(labels), -1)
        self.results = []
        for task in range(labels.shape[1]):
            y, p = labels[:, task], predictions[:, task]
            acc = float(((p > threshold) == (y > 0.5)).mean())
            self.results.append({"task": task, "accuracy": acc,
                                 "auROC": _auroc(y, p)})

    def __str__(self):
        return "\n".join(
            "task {task}: acc={accuracy:.3f} auROC={auROC:.3f}".format(**r)
            for r in self.results)
