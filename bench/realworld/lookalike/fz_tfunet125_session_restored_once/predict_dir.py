import glob
import os
import sys
import time

import numpy as np
import tensorflow as tf
from PIL import Image

from unet_lite import Unet

tf.compat.v1.disable_eager_execution()


def load_image(path):
    img = np.asarray(Image.open(path).convert("L"), dtype=np.float32)
    img -= img.min()
    img /= max(img.max(), 1e-6)
    return img[np.newaxis, ..., np.newaxis]


def main(image_dir, ckpt, out_dir):
    net = Unet(channels=1, n_class=2, layers=3, features_root=16)
    os.makedirs(out_dir, exist_ok=True)
    paths = sorted(glob.glob(os.path.join(image_dir, "*.png")))
    for i, path in enumerate(paths):
        start = time.time()
        prediction = net.predict(ckpt, load_image(path))
        mask = (prediction[0, ..., 1] > 0.5).astype(np.uint8) * 255
        Image.fromarray(mask).save(os.path.join(out_dir, os.path.basename(path)))
        print("%d/%d %s %.2fs" % (i + 1, len(paths), path, time.time() - start))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3])
