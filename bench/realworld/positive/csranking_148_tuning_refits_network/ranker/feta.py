import logging

import numpy as np
from keras.layers import Dense, Input, Lambda, concatenate
from keras.models import Model
from keras.optimizers import SGD
from keras.regularizers import l2


class FETARanker:
    """First-evaluate-then-aggregate object ranker."""

    def __init__(self, n_objects, n_features, n_hidden=2, n_units=8, reg_strength=1e-4, learning_rate=1e-3, batch_size=256):
        self.n_objects, self.n_features = n_objects, n_features
        self.logger = logging.getLogger("FETARanker")
        self.set_tunable_parameters(n_hidden, n_units, reg_strength, learning_rate, batch_size)

    def set_tunable_parameters(self, n_hidden=2, n_units=8, reg_strength=1e-4, learning_rate=1e-3, batch_size=256):
        self.n_hidden, self.n_units = n_hidden, n_units
        self.reg_strength, self.learning_rate, self.batch_size = reg_strength, learning_rate, batch_size

    def _scorer(self, x):
        for i in range(self.n_hidden):
            x = Dense(self.n_units, activation="relu", kernel_regularizer=l2(self.reg_strength))(x)
        return Dense(1, activation="sigmoid")(x)

    def fit(self, X, Y, epochs=10, verbose=0):
        inp = Input(shape=(self.n_objects, self.n_features))
        objects = [Lambda(lambda t, i=i: t[:, i])(inp) for i in range(self.n_objects)]
        scores = concatenate([self._scorer(o) for o in objects])
        self.model = Model(inputs=inp, outputs=scores)
        self.model.compile(loss="binary_crossentropy", optimizer=SGD(learning_rate=self.learning_rate))
        self.logger.info("fitting %d units x %d layers", self.n_units, self.n_hidden)
        self.model.fit(X, Y, epochs=epochs, batch_size=self.batch_size, verbose=verbose)
        return self

    def predict_scores(self, X):
        return self.model.predict(X, batch_size=self.batch_size)

    def predict(self, X):
        return np.argsort(np.argsort(-self.predict_scores(X), axis=1), axis=1)
