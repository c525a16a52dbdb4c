import argparse

import numpy as np

from federated import federated_learning
from high_resnet import build_high_resnet


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", default="cervical_cells.npz")
    parser.add_argument("--clients", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()

    archive = np.load(args.data)
    images, labels = archive["images"].astype("float32") / 255.0, archive["labels"]

    model = build_high_resnet(images.shape[1:], int(labels.max()) + 1)
    model = federated_learning(model, images, labels, num_clients=args.clients, rounds=args.rounds)
    model.save("federated_high_resnet.keras")


if __name__ == "__main__":
    main()
