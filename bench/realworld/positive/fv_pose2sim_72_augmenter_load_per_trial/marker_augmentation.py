import json
import os

import numpy as np
import tensorflow as tf

from trc_io import read_trc, write_trc

AUGMENTER_PARTS = ("upper", "lower")


def augment_trc(config):
    project_dir = config["project"]["project_dir"]
    augmenter_dir = config["markerAugmentation"]["augmenter_dir"]
    height = config["project"]["participant_height"]
    mass = config["project"]["participant_mass"]

    trc_path = os.path.join(project_dir, "pose-3d", "filtered.trc")
    header, frames = read_trc(trc_path)
    augmented = [frames]

    for part in AUGMENTER_PARTS:
        part_dir = os.path.join(augmenter_dir, f"{part}_body")
        with open(os.path.join(part_dir, "metadata.json")) as f:
            meta = json.load(f)
        inputs = frames[:, meta["input_idx"]]
        mean, std = np.load(os.path.join(part_dir, "mean.npy")), np.load(os.path.join(part_dir, "std.npy"))
        features = np.concatenate([inputs / height, np.full((len(inputs), 1), mass)], axis=1)
        features = (features - mean) / std

        model = tf.keras.models.load_model(os.path.join(part_dir, "model.keras"))
        outputs = model.predict(features.reshape(len(features), 1, -1), verbose=0)
        augmented.append(outputs.reshape(len(frames), -1) * height)

    out_path = trc_path.replace(".trc", "_LSTM.trc")
    write_trc(out_path, header, np.concatenate(augmented, axis=1))
    return out_path
