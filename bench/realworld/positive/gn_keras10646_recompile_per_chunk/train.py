"""Trains the regression net chunk by chunk; the learning rate is lowered as chunks go by."""
import argparse

from tensorflow import keras

from chunks import iter_chunks
from schedule import decay, set_learning_rate


def build(n_features):
    return keras.Sequential([
        keras.layers.Input(shape=(n_features,)),
        keras.layers.Dense(256, activation="relu"),
        keras.layers.Dense(256, activation="relu"),
        keras.layers.Dense(1),
    ])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--pattern", default="chunks/train_*.npz")
    parser.add_argument("--features", type=int, default=120)
    parser.add_argument("--passes", type=int, default=3)
    parser.add_argument("--lr", type=float, default=1e-3)
    args = parser.parse_args()

    model = build(args.features)
    lr = args.lr
    for p in range(args.passes):
        for i, (x, y) in enumerate(iter_chunks(args.pattern, seed=p)):
            set_learning_rate(model, lr)
            hist = model.fit(x, y, batch_size=512, epochs=1, verbose=0)
            print("pass %d chunk %d lr %.2e loss %.4f" % (p, i, lr, hist.history["loss"][-1]))
            lr = decay(lr)
    model.save("regressor.keras")


if __name__ == "__main__":
    main()
