"""Build a descriptor index for every video's detected faces."""
import glob
import os

import numpy as np

from face_embedder import FaceEmbedder


def main(crops_dir="crops", out="face_index.npz"):
    embedder = FaceEmbedder()
    names, descriptors = [], []
    for path in sorted(glob.glob(os.path.join(crops_dir, "*.npy"))):
        faces = np.load(path)
        if len(faces) == 0:
            continue
        descriptors.append(embedder.embed(faces))
        names.extend([os.path.basename(path)] * len(faces))
    np.savez(out, names=np.array(names), descriptors=np.concatenate(descriptors))


if __name__ == "__main__":
    main()
