"""Aggregate Google Static Maps features for every survey cluster."""
import argparse
import os

import numpy as np
import pandas as pd

from nn_features import NNExtractor


def cluster_images(img_dir, cluster_id):
    folder = os.path.join(img_dir, str(cluster_id))
    return sorted(os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".png"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--clusters", default="clusters.csv")
    ap.add_argument("--images", default="images/")
    ap.add_argument("--model", default="nightlights_vgg16.h5")
    args = ap.parse_args()

    extractor = NNExtractor(args.model)
    clusters = pd.read_csv(args.clusters)
    rows = []
    for cid in clusters["cluster_id"]:
        rows.append(extractor.tile_features(cluster_images(args.images, cid)))
    np.save("cluster_features.npy", np.stack(rows))


if __name__ == "__main__":
    main()
