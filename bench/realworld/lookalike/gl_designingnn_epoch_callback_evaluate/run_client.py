"""Trains the single architecture the server assigned to this client process."""
import argparse
import json

import numpy as np

from model_trainer import ModelTrainer


def load_data(path):
    data = np.load(path)
    return (data["x_train"], data["y_train"]), (data["x_test"], data["y_test"])


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--spec", required=True)
    parser.add_argument("--data", default="data/mnist.npz")
    args = parser.parse_args()
    with open(args.spec) as f:
        spec = json.load(f)
    trainer = ModelTrainer(spec, load_data(args.data))
    epoch, loss, acc = trainer.train()
    print(json.dumps({"epoch": epoch, "loss": loss, "accuracy": acc}))
