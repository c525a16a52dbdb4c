import sys

import cv2
import numpy as np

from server_graph import Inpainter


def load_pair(image_path, mask_path, grid=8):
    image, mask = cv2.imread(image_path), cv2.imread(mask_path)
    h, w = image.shape[:2]
    image = image[:h // grid * grid, :w // grid * grid]
    mask = mask[:h // grid * grid, :w // grid * grid]
    return np.concatenate([image, mask], axis=2)[None].astype(np.float32)


if __name__ == "__main__":
    flist, checkpoint_dir = sys.argv[1], sys.argv[2]
    inpainter = Inpainter(checkpoint_dir)
    with open(flist) as f:
        for line in f:
            image_path, mask_path, out_path = line.split()
            cv2.imwrite(out_path, inpainter(load_pair(image_path, mask_path)))
