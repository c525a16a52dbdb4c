import numpy as np
from sklearn.model_selection import KFold

from netdef import reset_net


def cross_validate(net, X, y, lr, momentum, n_folds=10, epochs=20):
    initial_weights = net.get_weights()
    scores = []
    for fold, (tr, va) in enumerate(KFold(n_splits=n_folds, shuffle=True, random_state=0).split(X)):
        reset_net(net, initial_weights, lr, momentum)
        net.fit(X[tr], y[tr], epochs=epochs, batch_size=64, verbose=0)
        scores.append(net.evaluate(X[va], y[va], verbose=0)[1])
    net.set_weights(initial_weights)
    return float(np.mean(scores))
