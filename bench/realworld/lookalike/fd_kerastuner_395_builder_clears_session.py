# source: https://github.com/keras-team/keras-tuner/issues/395
# symptom: a Hyperband search eats about 1 GB of RAM every 20 trials; a later comment reports that calling backend.clear_session() at the top of the model builder fixed it
# note: look-alike: the fix from the thread; the builder is called once per trial by the tuner and clears the session before it builds the next model, and user code has no loop of its own
import keras_tuner as kt
import tensorflow as tf
from keras import backend
from keras.layers import Dense, Dropout
from keras.models import Sequential


def model_builder(hp):
    backend.clear_session()
    model = Sequential()
    drop = hp.Float("drop", min_value=0.0, max_value=0.2, step=0.025)
    model.add(Dense(128, activation="relu"))
    model.add(Dropout(drop))
    model.add(Dense(1, activation="relu"))
    model.compile(
        loss="mean_absolute_error",
        optimizer=tf.keras.optimizers.Adam(0.001),
        metrics=["mean_absolute_percentage_error"],
    )
    return model


def tune(x, y):
    tuner = kt.Hyperband(model_builder, objective="val_loss", max_epochs=30, directory="tuning", project_name="mape")
    tuner.search(x, y, validation_split=0.2, callbacks=[tf.keras.callbacks.EarlyStopping(patience=5)])
    return tuner.get_best_hyperparameters(1)[0]
