# source: https://github.com/keras-team/keras/issues/9345
# symptom: a script that generates many model variants and evaluates each three times slows to a crawl in swap (16 GB); layer names reach input_156, so every earlier model is still alive
# expect: TFM009 35
# note: the variant loop in main() calls evaluate(), which calls fit_variant(), which calls the builder: the build is two calls away from the loop
import itertools
import json

import numpy as np
from tensorflow import keras
from tensorflow.keras import layers


def build_variant(n_features, units, depth, dropout):
    inputs = keras.Input(shape=(n_features,))
    x = inputs
    for _ in range(depth):
        x = layers.Dense(units, activation="relu")(x)
        if dropout:
            x = layers.Dropout(dropout)(x)
    outputs = layers.Dense(1, activation="sigmoid")(x)
    return keras.Model(inputs, outputs)


def load_data(path="features.npz"):
    data = np.load(path)
    return data["x"], data["y"]


def variants():
    for units, depth, dropout in itertools.product((16, 64, 256), (1, 2, 3), (0.0, 0.2)):
        yield {"units": units, "depth": depth, "dropout": dropout}


def fit_variant(spec, x, y):
    model = build_variant(x.shape[1], **spec)
    model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
    history = model.fit(x, y, epochs=15, batch_size=64, validation_split=0.2, verbose=0)
    return history.history["val_accuracy"][-1]


def evaluate(spec, x, y, run):
    score = fit_variant(spec, x, y)
    return {"spec": spec, "run": run, "val_accuracy": float(score)}


def main():
    x, y = load_data()
    report = []
    for spec, run in itertools.product(variants(), range(3)):
        report.append(evaluate(spec, x, y, run))
        print(json.dumps(report[-1]))
    with open("variants.json", "w") as fh:
        json.dump(report, fh, indent=2)


if __name__ == "__main__":
    main()
