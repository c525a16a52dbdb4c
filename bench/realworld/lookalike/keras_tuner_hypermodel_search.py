# source: https://keras.io/guides/keras_tuner/getting_started/
# note: the official KerasTuner guide: build_model(hp) is handed to the tuner, which manages the trials; the user's code builds no model in a loop
import keras
import keras_tuner
import numpy as np


def build_model(hp):
    model = keras.Sequential()
    model.add(keras.layers.Flatten())
    for i in range(hp.Int("num_layers", 1, 3)):
        model.add(keras.layers.Dense(units=hp.Int(f"units_{i}", min_value=32, max_value=512, step=32),
                                     activation=hp.Choice("activation", ["relu", "tanh"])))
    model.add(keras.layers.Dense(10, activation="softmax"))
    lr = hp.Float("lr", min_value=1e-4, max_value=1e-2, sampling="log")
    model.compile(optimizer=keras.optimizers.Adam(learning_rate=lr),
                  loss="categorical_crossentropy", metrics=["accuracy"])
    return model


(x, y), (x_val, y_val) = keras.datasets.mnist.load_data()
x, x_val = x / 255.0, x_val / 255.0
y, y_val = keras.utils.to_categorical(y, 10), keras.utils.to_categorical(y_val, 10)
tuner = keras_tuner.RandomSearch(build_model, objective="val_accuracy", max_trials=10,
                                 overwrite=True, directory="tuning", project_name="mnist")
tuner.search(x, y, epochs=2, validation_data=(x_val, y_val))
best = tuner.get_best_models(num_models=1)[0]
print(best.evaluate(x_val, y_val, verbose=0), np.argmax(best.predict(x_val[:1])))
