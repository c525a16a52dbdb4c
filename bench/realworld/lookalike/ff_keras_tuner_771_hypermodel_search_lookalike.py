# source: https://github.com/keras-team/keras-tuner/pull/771
# note: look-alike: a Keras Tuner search builds a new model per trial, but the user's code never loops over models: it hands build_model to the tuner and calls search once; clearing the session between trials is the tuner's job (the pull request moves that clear_session call into the Tuner's trial runner)
import keras_tuner as kt
import tensorflow as tf
from tensorflow import keras


def build_model(hp):
    model = keras.Sequential()
    model.add(keras.layers.Flatten(input_shape=(28, 28)))
    for i in range(hp.Int("num_layers", 1, 3)):
        model.add(keras.layers.Dense(hp.Int(f"units_{i}", 32, 512, step=32), activation="relu"))
        model.add(keras.layers.Dropout(hp.Float(f"dropout_{i}", 0.0, 0.5, step=0.1)))
    model.add(keras.layers.Dense(10, activation="softmax"))
    model.compile(optimizer=keras.optimizers.Adam(hp.Choice("learning_rate", [1e-2, 1e-3, 1e-4])),
                  loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    return model


(x_train, y_train), (x_val, y_val) = keras.datasets.fashion_mnist.load_data()
x_train, x_val = x_train / 255.0, x_val / 255.0

tuner = kt.Hyperband(build_model, objective="val_accuracy", max_epochs=20, factor=3,
                     directory="tuning", project_name="fashion")
tuner.search(x_train, y_train, validation_data=(x_val, y_val),
             callbacks=[tf.keras.callbacks.EarlyStopping(monitor="val_loss", patience=3)])
best_hps = tuner.get_best_hyperparameters(num_trials=1)[0]
print("best units in first layer:", best_hps.get("units_0"))
