import argparse

import numpy as np
import tensorflow as tf

from callbacks import CollectOutputAndTarget, EpochTimer, stack_history
from model import build_unet


def load_arrays(path):
    data = np.load(path)
    return data["x"].astype("float32") / 255.0, data["y"].astype("float32")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", default="data/cells.npz")
    ap.add_argument("--epochs", type=int, default=50)
    ap.add_argument("--batch-size", type=int, default=16)
    args = ap.parse_args()

    x, y = load_arrays(args.data)
    model = build_unet(x.shape[1:])
    model.compile(optimizer=tf.keras.optimizers.Adam(1e-3),
                  loss="binary_crossentropy", metrics=["accuracy"])

    collector = CollectOutputAndTarget(x[:8], y[:8])
    model.fit(x, y, batch_size=args.batch_size, epochs=args.epochs,
              validation_split=0.1, callbacks=[collector, EpochTimer()])
    np.save("prediction_history.npy", stack_history(collector))


if __name__ == "__main__":
    main()
