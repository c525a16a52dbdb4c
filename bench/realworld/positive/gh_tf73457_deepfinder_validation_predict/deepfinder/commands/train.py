import argparse
import json

import h5py

from deepfinder.training import Train


def load_volumes(paths):
    volumes = []
    for path in paths:
        with h5py.File(path, "r") as f:
            volumes.append(f["dataset"][:])
    return volumes


def main():
    parser = argparse.ArgumentParser(description="Train the exocytosis segmentation network")
    parser.add_argument("--config", required=True)
    parser.add_argument("--out", default="./")
    args = parser.parse_args()

    with open(args.config) as f:
        cfg = json.load(f)

    trainer = Train(num_classes=cfg["num_classes"], dim_in=cfg["dim_in"], path_out=args.out)
    trainer.epochs = cfg.get("epochs", trainer.epochs)
    data = load_volumes(cfg["data"])
    targets = load_volumes(cfg["targets"])
    trainer.launch(data, targets, cfg["objects_train"], cfg["objects_valid"])


if __name__ == "__main__":
    main()
