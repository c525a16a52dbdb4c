"""VGG16 block5 features for every image of a folder, in one predict call."""
import sys

import numpy as np
from tensorflow.keras.applications.vgg16 import VGG16

from images import load_folder


def extract_all(folder, out_path):
    model = VGG16(weights="imagenet", include_top=False)
    paths, batch = load_folder(folder)
    features = model.predict(batch, batch_size=32, verbose=1)
    np.savez_compressed(out_path, features=features, paths=np.array(paths))
    print(features.shape)


if __name__ == "__main__":
    extract_all(sys.argv[1], sys.argv[2])
