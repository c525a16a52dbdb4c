"""Run the fine-tuned VGG16 over the validation split and report accuracy per class."""
import argparse
from collections import Counter

import numpy as np
from keras.models import load_model

from xray_io import CLASSES, iter_split, load_xray


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="model_vgg16.h5")
    parser.add_argument("--data", default="Datasets")
    parser.add_argument("--split", default="val")
    args = parser.parse_args()

    model = load_model(args.model)
    seen, correct = Counter(), Counter()
    for label, path in iter_split(args.data, args.split):
        img_data = load_xray(path)
        classes = model.predict(img_data)
        guess = CLASSES[int(np.argmax(classes[0]))]
        seen[label] += 1
        correct[label] += int(guess == label)
        print(f"{path}: {guess} {classes[0]}")

    for label in CLASSES:
        print(f"{label}: {correct[label]}/{seen[label]}")


if __name__ == "__main__":
    main()
