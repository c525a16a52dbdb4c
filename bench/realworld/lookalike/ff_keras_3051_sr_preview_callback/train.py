import numpy as np
from tensorflow.keras.layers import Conv2D, Input
from tensorflow.keras.models import Model
from tensorflow.keras.optimizers import Adam

from callbacks import SRPreview


def srcnn(channels=1):
    inputs = Input(shape=(None, None, channels))
    x = Conv2D(64, 9, padding="same", activation="relu")(inputs)
    x = Conv2D(32, 1, padding="same", activation="relu")(x)
    outputs = Conv2D(channels, 5, padding="same")(x)
    return Model(inputs, outputs)


if __name__ == "__main__":
    data = np.load("data/patches.npz")
    x_train, y_train = data["low"], data["high"]
    x_val, y_val = data["val_low"], data["val_high"]
    model = srcnn()
    model.compile(optimizer=Adam(learning_rate=1e-4), loss="mse")
    model.fit(x_train, y_train, batch_size=16, epochs=200, validation_data=(x_val, y_val),
              callbacks=[SRPreview(x_val[:4])])
