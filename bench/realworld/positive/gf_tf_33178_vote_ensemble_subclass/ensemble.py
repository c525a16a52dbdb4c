"""Majority-vote ensemble of independently initialised GridSeqNets."""
import gc

import numpy as np
import tensorflow as tf
from scipy.stats import mode

from models import GridSeqNet


def train_vote_ensemble(train_x, train_y, test_x, n_members=10, epochs=15):
    n_classes = train_y.shape[1]
    votes = []
    for member in range(n_members):
        net = GridSeqNet(n_classes)
        net.compile(optimizer=tf.keras.optimizers.Adam(1e-3),
                    loss="categorical_crossentropy", metrics=["accuracy"])
        net.fit(train_x, train_y, batch_size=64, epochs=epochs, validation_split=0.1, verbose=2)
        votes.append(np.argmax(net.predict(test_x, batch_size=256), axis=-1))
        del net
        gc.collect()
        print(f"member {member} done")
    return mode(np.stack(votes), axis=0).mode.ravel()
