# source: https://github.com/walkerjones/PlantClassification/blob/08a73410b8d1a757270ac96b099b55de16a158c2/flowertest.py
# symptom: scoring a folder of flower photos one file at a time: each file goes through Model.predict with a batch of one, the run takes far longer than predicting the stacked folder
# expect: TFM008 34
# note: repository code, no issue thread; the model is loaded once, the per-file loop calls predict.
import argparse
import csv
import os

import tensorflow as tf
from tensorflow import keras

CLASS_NAMES = ["daisy", "dandelion", "rose", "sunflower", "tulip"]
IMAGE_SIZE = (180, 180)


def main():
    parser = argparse.ArgumentParser(description="Classify every image in a folder")
    parser.add_argument("--model", default="flowers_98.h5")
    parser.add_argument("--folder", default="flowertest")
    parser.add_argument("--csv", default="flower_scores.csv")
    args = parser.parse_args()

    model = keras.models.load_model(args.model)

    with open(args.csv, "w", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(["file"] + CLASS_NAMES)
        for fname in sorted(os.listdir(args.folder)):
            fpath = os.path.join(args.folder, fname)
            img = keras.preprocessing.image.load_img(fpath, target_size=IMAGE_SIZE)
            img_array = keras.preprocessing.image.img_to_array(img)
            img_array = tf.expand_dims(img_array, 0)

            predictions = model.predict(img_array)
            score = predictions[0]
            print(" Inference on:", fpath)
            for name, value in zip(CLASS_NAMES, score):
                print("%12s : %s" % (name, "{:.1%}".format(value)))
            writer.writerow([fname] + [float(v) for v in score])


if __name__ == "__main__":
    main()
