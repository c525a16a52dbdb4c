import json
import random

import numpy as np

import train_frcnn


def select_uncertain(scores, k):
    order = np.argsort(scores)
    return [int(i) for i in order[:k]]


def train_simple(pool, config, rounds=10, seed_size=200, query_size=100):
    random.seed(config["seed"])
    labelled = random.sample(range(len(pool)), seed_size)
    unlabelled = [i for i in range(len(pool)) if i not in set(labelled)]
    history = []
    for rnd in range(rounds):
        seed_imgs = [pool[i] for i in labelled]
        weights_path = "round_%02d.hdf5" % rnd
        train_frcnn.train_model(seed_imgs, config, weights_path,
                                epochs=config["epochs_per_round"])
        scores = train_frcnn.score_images([pool[i] for i in unlabelled], config, weights_path)
        picked = select_uncertain(scores, query_size)
        newly = [unlabelled[i] for i in picked]
        labelled.extend(newly)
        unlabelled = [i for i in unlabelled if i not in set(newly)]
        history.append({"round": rnd, "labelled": len(labelled)})
        print("round", rnd, "labelled", len(labelled))
    with open("al_history.json", "w") as fh:
        json.dump(history, fh)


if __name__ == "__main__":
    with open("config.json") as fh:
        cfg = json.load(fh)
    with open(cfg["annotations"]) as fh:
        train_simple(json.load(fh), cfg)
