import numpy as np
from tensorflow import keras

from hpsearch import Scan

PARAMS = {
    "first_neuron": [32, 64, 128, 256],
    "hidden_layers": [1, 2, 3],
    "activation": ["relu", "elu"],
    "dropout": [0.0, 0.25, 0.5],
    "lr": [1e-2, 1e-3, 1e-4],
    "batch_size": [32, 128],
    "epochs": [30],
}


def main():
    x = np.random.rand(5000, 60).astype("float32")
    y = keras.utils.to_categorical(np.random.randint(0, 4, size=5000), 4)
    results = Scan(x, y, PARAMS, experiment_name="grid").run()
    print("best:", results[0])


if __name__ == "__main__":
    main()
