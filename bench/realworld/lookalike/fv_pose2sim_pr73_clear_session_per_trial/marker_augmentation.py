import os

import numpy as np
import tensorflow as tf


def _features(frames, idx, height, mass, stats_dir):
    mean = np.load(os.path.join(stats_dir, "mean.npy"))
    std = np.load(os.path.join(stats_dir, "std.npy"))
    feats = np.concatenate([frames[:, idx] / height, np.full((len(frames), 1), mass)], axis=1)
    return ((feats - mean) / std)[:, np.newaxis, :]


def augment_trc(config):
    project_dir = config["project"]["project_dir"]
    aug_dir = config["markerAugmentation"]["augmenter_dir"]
    height = config["project"]["participant_height"]
    mass = config["project"]["participant_mass"]
    trc_path = os.path.join(project_dir, "pose-3d", "filtered.trc")
    frames = np.genfromtxt(trc_path, skip_header=5, delimiter="\t")[:, 2:]

    upper_dir, lower_dir = os.path.join(aug_dir, "upper_body"), os.path.join(aug_dir, "lower_body")
    upper = tf.keras.models.load_model(os.path.join(upper_dir, "model.keras"))
    lower = tf.keras.models.load_model(os.path.join(lower_dir, "model.keras"))

    upper_idx = np.load(os.path.join(upper_dir, "input_idx.npy"))
    lower_idx = np.load(os.path.join(lower_dir, "input_idx.npy"))
    up = upper.predict_on_batch(_features(frames, upper_idx, height, mass, upper_dir))
    lo = lower.predict_on_batch(_features(frames, lower_idx, height, mass, lower_dir))

    out = np.concatenate([frames, up.reshape(len(frames), -1) * height,
                          lo.reshape(len(frames), -1) * height], axis=1)
    out_path = trc_path.replace(".trc", "_LSTM.trc")
    np.savetxt(out_path, out, delimiter="\t", fmt="%.5f")
    return out_path
