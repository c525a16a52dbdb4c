# source: https://egghead.io/lessons/python-change-the-optimizer-learning-rate-during-keras-model-training
# note: the lesson's idea (keep the trained model and call fit again with a lower learning rate) written with the rate changed on the existing optimizer: the model is compiled once, never inside the stage loop, so optimizer state and traced train functions are kept.
import numpy as np
from tensorflow import keras

STAGES = [(1e-2, 100), (1e-3, 100), (1e-4, 50)]


def load_data(path="data/housing.csv"):
    raw = np.loadtxt(path, delimiter=",", skiprows=1, dtype="float32")
    return raw[:, :-1], raw[:, -1]


def build(n_features):
    model = keras.Sequential([
        keras.layers.Input(shape=(n_features,)),
        keras.layers.Dense(64, activation="relu"),
        keras.layers.Dense(64, activation="relu"),
        keras.layers.Dense(1),
    ])
    model.compile(optimizer=keras.optimizers.Adam(learning_rate=STAGES[0][0]), loss="mse", metrics=["mae"])
    return model


def main():
    x, y = load_data()
    model = build(x.shape[1])
    for lr, epochs in STAGES:
        model.optimizer.learning_rate.assign(lr)
        history = model.fit(x, y, validation_split=0.2, epochs=epochs, batch_size=64, verbose=0)
        print("lr=%g val_mae=%.3f" % (lr, history.history["val_mae"][-1]))
    model.save("housing_model.keras")


if __name__ == "__main__":
    main()
