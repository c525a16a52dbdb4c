"""Compare plain accuracy against TTA accuracy for several configurations."""
import numpy as np
from tensorflow.keras.datasets import cifar10
from tensorflow.keras.models import load_model

from tta import make_tta_generator, tta_prediction

CONFIGS = [
    {"flip": True},
    {"flip": True, "shift": 0.1},
    {"flip": True, "shift": 0.1, "rotation": 10},
]


def tta_accuracy(model, x_test, y_test, cfg, n_examples=3):
    datagen = make_tta_generator(cfg)
    hits = 0
    for i in range(len(x_test)):
        label = tta_prediction(datagen, model, x_test[i], n_examples)
        hits += int(label == int(y_test[i]))
    return hits / len(x_test)


def main():
    (_, _), (x_test, y_test) = cifar10.load_data()
    x_test = x_test.astype("float32") / 255.0
    model = load_model("baseline_cnn.h5")
    for cfg in CONFIGS:
        print(cfg, f"{tta_accuracy(model, x_test, y_test.ravel(), cfg):.4f}")


if __name__ == "__main__":
    main()
