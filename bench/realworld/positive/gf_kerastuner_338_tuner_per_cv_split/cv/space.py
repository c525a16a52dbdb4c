"""Hypermodel for the churn classifier."""
from tensorflow import keras


def churn_hypermodel(hp):
    model = keras.Sequential()
    model.add(keras.layers.InputLayer(input_shape=(hp.get("n_inputs"),)))
    for i in range(hp.Int("layers", 1, 3)):
        model.add(keras.layers.Dense(hp.Int(f"units_{i}", 16, 256, step=16), activation="relu"))
        model.add(keras.layers.Dropout(hp.Float(f"drop_{i}", 0.0, 0.4, step=0.1)))
    model.add(keras.layers.Dense(1, activation="sigmoid"))
    model.compile(optimizer=keras.optimizers.Adam(hp.Choice("lr", [1e-2, 1e-3, 3e-4])),
                  loss="binary_crossentropy", metrics=[keras.metrics.AUC(name="auc")])
    return model
