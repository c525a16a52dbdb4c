# source: https://github.com/keras-team/keras/issues/20294
# symptom: in Keras 3 loss_weights must be plain floats, so the old callback that changed K.variable loss weights with K.set_value at the end of every epoch no longer works; the weights are changed between one-epoch fits by compiling the model again
# expect: TFM013 33
# note: star import of the layers (`from keras.layers import *`); the two-output model is built once before the loop and recompiled with new loss_weights before every one-epoch fit
import keras
import numpy as np
from keras.layers import *


def build(n_features):
    inp = Input(shape=(n_features,))
    x = Dense(64, activation="relu")(inp)
    x = Dropout(0.2)(x)
    x = Dense(32, activation="relu")(x)
    out1 = Dense(1, name="loss1")(x)
    out2 = Dense(1, name="loss2")(x)
    return keras.Model(inp, [out1, out2])


def weights_for(epoch, total):
    w1 = 1.0 + epoch
    w2 = max(total - epoch, 1.0)
    return {"loss1": float(w1), "loss2": float(w2)}


if __name__ == "__main__":
    data = np.load("multi_target.npz")
    x, y1, y2 = data["x"], data["y1"], data["y2"]
    epochs = 50
    model = build(x.shape[1])
    optimizer = keras.optimizers.Adam(1e-3)
    for epoch in range(epochs):
        model.compile(
            optimizer=optimizer,
            loss={"loss1": "mse", "loss2": "mse"},
            loss_weights=weights_for(epoch, epochs),
        )
        model.fit(x, {"loss1": y1, "loss2": y2}, batch_size=128, epochs=epoch + 1, initial_epoch=epoch, verbose=2)
    model.save("multi_target.keras")
