import os
import pickle
import sys

import numpy as np
from scipy import misc

from embedder import FaceEmbedder


def load_faces(folder, size=160):
    faces = []
    for name in sorted(os.listdir(folder)):
        img = misc.imresize(misc.imread(os.path.join(folder, name), mode="RGB"), (size, size))
        faces.append((img - img.mean()) / max(img.std(), 1.0 / np.sqrt(img.size)))
    return faces


def main(data_dir, model_dir):
    embedder = FaceEmbedder(os.path.join(model_dir, "model-20170512-110547.ckpt.meta"),
                            os.path.join(model_dir, "model-20170512-110547.ckpt"))
    emb_dict = {}
    for guy in sorted(os.listdir(data_dir)):
        faces = load_faces(os.path.join(data_dir, guy))
        emb_dict[guy] = list(embedder.embed(faces))
    embedder.close()
    with open("gallery.pkl", "wb") as f:
        pickle.dump(emb_dict, f)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
