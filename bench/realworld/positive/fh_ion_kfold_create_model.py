# source: https://github.com/nizamphoenix/kaggle/blob/HEAD/ion/kfold_train.py
# symptom: a Kaggle k-fold script builds and trains a fresh Keras model in every fold without clearing the session; memory steps up fold after fold until the kernel restarts
# expect: TFM009 32
# note: create_model is a same-module function returning a compiled Sequential; KFold comes from scikit-learn
import math

import numpy as np
import tensorflow as tf
from sklearn.model_selection import KFold
from tensorflow.keras.callbacks import LearningRateScheduler

X_train = np.load("train_signal_windows.npy")
y_train = np.load("train_open_channels.npy")
X_test = np.load("test_signal_windows.npy")


def create_model(window=4000, n_classes=11):
    model = tf.keras.Sequential([
        tf.keras.layers.Input((window, 1)),
        tf.keras.layers.Conv1D(64, 7, padding="same", activation="relu"),
        tf.keras.layers.Bidirectional(tf.keras.layers.GRU(64, return_sequences=True)),
        tf.keras.layers.Dense(n_classes, activation="softmax"),
    ])
    model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    return model


schedule = LearningRateScheduler(lambda epoch: 1e-3 * math.pow(0.5, math.floor((1 + epoch) / 10)))
fold_preds = []
folds = KFold(n_splits=5, shuffle=True, random_state=42)
for k, (tr, va) in enumerate(folds.split(X_train)):
    model = create_model()
    model.fit(X_train[tr], y_train[tr], epochs=30, batch_size=64,
              validation_data=(X_train[va], y_train[va]), callbacks=[schedule], verbose=2)
    fold_preds.append(model.predict(X_test))
np.save("test_pred.npy", np.mean(fold_preds, axis=0))
