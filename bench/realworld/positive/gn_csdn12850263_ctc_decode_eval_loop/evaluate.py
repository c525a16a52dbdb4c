"""Evaluate the captcha model on the validation folder, batch by batch."""
import argparse
import glob
import os

import numpy as np
from keras.models import load_model
from PIL import Image

from decoder import GreedyDecoder


def load_images(paths, width=160, height=60):
    batch = []
    for p in paths:
        img = Image.open(p).convert("L").resize((width, height))
        batch.append(np.asarray(img, dtype=np.float32)[..., None] / 255.0)
    return np.stack(batch)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="weights/base_model.h5")
    parser.add_argument("--data", default="data/val")
    parser.add_argument("--batch", type=int, default=64)
    args = parser.parse_args()

    base_model = load_model(args.model, compile=False)
    decoder = GreedyDecoder(base_model)
    files = sorted(glob.glob(os.path.join(args.data, "*.png")))
    correct = 0
    for start in range(0, len(files), args.batch):
        chunk = files[start:start + args.batch]
        texts = decoder.decode_batch(load_images(chunk))
        for path, text in zip(chunk, texts):
            truth = os.path.basename(path).split("_")[0]
            correct += int(truth == text)
        print("batch %d  acc so far %.4f" % (start // args.batch, correct / float(start + len(chunk))))


if __name__ == "__main__":
    main()
