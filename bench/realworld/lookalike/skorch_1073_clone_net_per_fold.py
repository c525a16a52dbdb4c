# source: https://github.com/skorch-dev/skorch/issues/1073
# note: skorch wraps a PyTorch module: clone(net) per fold and net.predict_proba are scikit-learn/PyTorch APIs with the same names as the Keras ones
import numpy as np
import torch
from sklearn.base import clone
from sklearn.datasets import make_classification
from sklearn.model_selection import StratifiedKFold
from skorch import NeuralNetBinaryClassifier


class MLP(torch.nn.Module):
    def __init__(self, n_in=20, hidden=100):
        super().__init__()
        self.body = torch.nn.Sequential(torch.nn.Linear(n_in, hidden), torch.nn.ReLU(), torch.nn.Linear(hidden, 1))

    def forward(self, x):
        return self.body(x).squeeze(-1)


X, y = make_classification(1000, 20, random_state=0)
X, y = X.astype(np.float32), y.astype(np.float32)
template = NeuralNetBinaryClassifier(MLP, max_epochs=20, lr=0.01, optimizer=torch.optim.AdamW, verbose=0)
scores = []
for train_idx, test_idx in StratifiedKFold(n_splits=5).split(X, y):
    net = clone(template)
    net.fit(X[train_idx], y[train_idx])
    proba = net.predict_proba(X[test_idx])[:, 1]
    scores.append(((proba > 0.5) == y[test_idx]).mean())
print(np.mean(scores))
