import glob
import json
import os

import numpy as np
from PIL import Image
from tensorflow import keras

BATCH_SIZE = 8


def load_tiles(paths):
    return np.stack([np.asarray(Image.open(p).convert("RGB"), dtype=np.float32) / 255.0 for p in paths])


def run_prediction(checkpoint_path, tiles_dir, output_path, threshold=0.5):
    model = keras.models.load_model(checkpoint_path, compile=False)
    paths = sorted(glob.glob(os.path.join(tiles_dir, "*.png")))
    footprints = {}
    for start in range(0, len(paths), BATCH_SIZE):
        chunk = paths[start:start + BATCH_SIZE]
        masks = model.predict_on_batch(load_tiles(chunk))
        for path, mask in zip(chunk, masks):
            footprints[os.path.basename(path)] = int((mask[..., 0] > threshold).sum())
    with open(output_path, "w") as f:
        json.dump(footprints, f)
    return output_path
