# source: https://github.com/adriangb/scikeras/issues/283
# symptom: TensorFlow runs out of GPU memory after a few manual k-fold iterations; del on the cloned model does not free it
# expect: TFM009 29
# note: scikeras: clone(template) in the loop gives a fresh KerasClassifier whose fit() builds a new Keras model
import numpy as np
import tensorflow as tf
from scikeras.wrappers import KerasClassifier
from sklearn.base import clone
from sklearn.model_selection import KFold


def get_net(n_classes):
    def build(meta):
        model = tf.keras.Sequential([
            tf.keras.Input(shape=(meta["n_features_in_"],)),
            tf.keras.layers.Dense(256, activation="relu"),
            tf.keras.layers.Dense(n_classes, activation="softmax"),
        ])
        model.compile(optimizer="adam", loss="sparse_categorical_crossentropy")
        return model
    return build


def out_of_fold_probs(X, y, n_classes, folds=3):
    stop = tf.keras.callbacks.EarlyStopping(monitor="loss", restore_best_weights=True)
    template = KerasClassifier(get_net(n_classes), epochs=10, batch_size=256, callbacks=[stop])
    pred_probs = np.zeros((len(X), n_classes))
    for train_index, test_index in KFold(n_splits=folds).split(X):
        fold_model = clone(template)
        fold_model.fit(X[train_index], y[train_index])
        pred_probs[test_index] = fold_model.predict_proba(X[test_index])
        del fold_model
    return pred_probs
