"""Check what the clean classifier says about a list of original / perturbed images."""
import argparse
import json

import numpy as np
from keras.preprocessing import image

from inet import Model


def load(path, size):
    img = image.load_img(path, target_size=size)
    return np.expand_dims(image.img_to_array(img), axis=0)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("images", nargs="+")
    parser.add_argument("--report", default="adv_report.json")
    args = parser.parse_args()

    model = Model()
    report = {}
    for image_path in args.images:
        x = model.preprocess(load(image_path, model.input_size))
        preds = model.model.predict(x)
        top3 = Model.top(preds)
        report[image_path] = [(label, float(p)) for _, label, p in top3]
        print("Predicted:", image_path, top3)

    with open(args.report, "w") as fh:
        json.dump(report, fh, indent=2)


if __name__ == "__main__":
    main()
