"""Search space for the sensor-regression network."""
import keras
from keras import layers


def build_model(hp):
    depth = hp.Int("depth", 1, 4)
    units = hp.Int("units", 32, 512, sampling="log")
    model = keras.Sequential(name="sensor_net")
    model.add(keras.Input(shape=(hp.get("n_features"),)))
    for i in range(depth):
        model.add(layers.Dense(units, activation=hp.Choice("act", ["relu", "gelu"])))
        if hp.Boolean(f"bn_{i}"):
            model.add(layers.BatchNormalization())
        model.add(layers.Dropout(hp.Float("dropout", 0.0, 0.5, step=0.1)))
    model.add(layers.Dense(1))
    model.compile(
        optimizer=keras.optimizers.Adam(hp.Float("lr", 1e-4, 1e-2, sampling="log")),
        loss="mse",
        metrics=["mae"],
    )
    return model
