# source: https://github.com/pythoncymetric/cymetric/pull/4
# symptom: none: the PR's version compiles the model once, before the epoch loop, so Adam keeps its moments across epochs
# note: the per-epoch phase switch stays (flags set on the model between fits), but compile() is hoisted out of the loop
import numpy as np
import tensorflow as tf
import tensorflow.keras as tfk
from cymetric.models.tfmodels import PhiFSModel


def train_model(fsmodel, data, optimizer=None, epochs=50, batch_sizes=(64, 50000), callbacks=()):
    if optimizer is None:
        optimizer = tfk.optimizers.Adam()
    fsmodel.compile(custom_metrics=[], optimizer=optimizer)
    history = {}
    for epoch in range(epochs):
        fsmodel.learn_volk = tf.cast(False, dtype=tf.bool)
        h = fsmodel.fit(data["X_train"], data["y_train"], epochs=1, batch_size=batch_sizes[0], callbacks=list(callbacks))
        fsmodel.learn_volk = tf.cast(True, dtype=tf.bool)
        h2 = fsmodel.fit(data["X_train"], data["y_train"], epochs=1, batch_size=batch_sizes[1], callbacks=list(callbacks))
        for k, v in {**h.history, **h2.history}.items():
            history.setdefault(k, []).extend(v)
    return fsmodel, history


if __name__ == "__main__":
    nn = tfk.Sequential([tfk.Input((10,)), tfk.layers.Dense(64, activation="gelu"), tfk.layers.Dense(1)])
    data = dict(np.load("fermat_quintic/dataset.npz"))
    train_model(PhiFSModel(nn, {}, alpha=[1.0] * 5), data)
