# source: https://github.com/scope-ml/scope-ml/pull/187
# symptom: model.predict freezes part-way through the feature files as memory balloons; model(features, training=False) fixes it
# expect: TFM008 21
# note: the loaded model is passed as a parameter to the function with the loop
import glob
import os

import numpy as np
import pandas as pd
import tensorflow as tf


def load_features(path, columns):
    frame = pd.read_parquet(path)
    return frame, frame[columns].to_numpy(dtype=np.float32)


def run_inference(model, paths, columns, out_dir):
    for path in paths:
        frame, features = load_features(path, columns)
        scores = model.predict(features)
        frame["score"] = scores[:, 0]
        name = os.path.basename(path).replace(".parquet", "_preds.parquet")
        frame[["obj_id", "score"]].to_parquet(os.path.join(out_dir, name))


def main(model_path, feature_dir, out_dir):
    model = tf.keras.models.load_model(model_path)
    with open(os.path.join(feature_dir, "columns.txt")) as fh:
        columns = [c.strip() for c in fh]
    paths = sorted(glob.glob(os.path.join(feature_dir, "field_*", "*.parquet")))
    run_inference(model, paths, columns, out_dir)


if __name__ == "__main__":
    main("models/vnv.h5", "features", "preds")
