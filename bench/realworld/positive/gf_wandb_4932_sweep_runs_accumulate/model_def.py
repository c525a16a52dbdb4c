"""1D-CNN for the accelerometer activity dataset."""
from tensorflow import keras
from tensorflow.keras import layers


def build_activity_model(window, channels, n_classes, dense_units, dropout, activation, lr):
    inp = keras.Input(shape=(window, channels))
    x = layers.Conv1D(64, 5, activation=activation)(inp)
    x = layers.MaxPooling1D(2)(x)
    x = layers.Conv1D(128, 5, activation=activation)(x)
    x = layers.GlobalAveragePooling1D()(x)
    x = layers.Dense(dense_units, activation=activation)(x)
    x = layers.Dropout(dropout)(x)
    out = layers.Dense(n_classes, activation="softmax")(x)
    model = keras.Model(inp, out)
    model.compile(optimizer=keras.optimizers.Adam(lr), loss="categorical_crossentropy",
                  metrics=["accuracy"])
    return model
