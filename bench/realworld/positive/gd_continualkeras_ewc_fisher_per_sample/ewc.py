import numpy as np
import tensorflow as tf
import keras.backend as K
from keras.layers import Dense, Input, Lambda
from keras.models import Model
from sklearn.utils import shuffle


class EWCClassifier(object):
    def __init__(self, input_dim, n_classes, ewc_lambda=500, fisher_n=0, units=400):
        inp = Input((input_dim,))
        h = Dense(units, activation="relu")(inp)
        h = Dense(units, activation="relu")(h)
        out = Dense(n_classes, activation="softmax")(h)
        self.model = Model(inp, out)
        self.model.compile(loss="categorical_crossentropy", optimizer="adam", metrics=["accuracy"])
        self.ewc_lambda = ewc_lambda
        self.fisher_n = fisher_n
        self.precisions, self.modes = [], []

    def fit_task(self, X, Y, epochs=10):
        self.model.fit(X, Y, epochs=epochs, batch_size=128, verbose=0)

    def evaluate(self, X, Y):
        return self.model.evaluate(X, Y, verbose=0)[1]

    def estimate_fisher(self, X, Y, empirical=False):
        model = self.model
        log_out = Lambda(lambda p: K.log(p + 1e-8))(model.output)
        wrapped = Model(model.input, log_out)
        weights = wrapped.trainable_weights
        fisher = [np.zeros(K.int_shape(w)) for w in weights]
        X, Y = shuffle(X, Y)
        n = self.fisher_n or X.shape[0]
        sess = K.get_session()
        for i in range(n):
            x = X[i:i + 1]
            if empirical:
                label = int(np.argmax(Y[i]))
            else:
                label = int(np.argmax(wrapped.predict(x)[0]))
            grads = tf.gradients(wrapped.output[:, label], weights)
            values = sess.run(grads, feed_dict={wrapped.input: x})
            for j, g in enumerate(values):
                fisher[j] += g ** 2
        self.precisions.append([f / n for f in fisher])
        self.modes.append(model.get_weights())
