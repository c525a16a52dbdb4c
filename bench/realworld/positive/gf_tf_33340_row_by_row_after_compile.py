# source: https://github.com/tensorflow/tensorflow/issues/33340
# symptom: per-sample prediction becomes much slower once the model has been compiled; profiling shows most of each predict call spent in Keras' input standardisation and loop setup rather than in the forward pass
# expect: TFM008 36
# note: the script compiles the loaded model to report validation metrics, then scores the test set row by row with model.predict for the submission file.
import csv
import sys
import time

import numpy as np
import pandas as pd
import tensorflow as tf

FEATURES = [f"f{i}" for i in range(64)]


def load_frame(path):
    df = pd.read_csv(path)
    df[FEATURES] = (df[FEATURES] - df[FEATURES].mean()) / (df[FEATURES].std() + 1e-6)
    return df


def main(model_path="tabular_mlp.h5", valid_csv="valid.csv", test_csv="test.csv"):
    model = tf.keras.models.load_model(model_path, compile=False)
    model.compile(optimizer="adam", loss="binary_crossentropy",
                  metrics=[tf.keras.metrics.AUC(name="auc")])
    valid = load_frame(valid_csv)
    print(model.evaluate(valid[FEATURES].to_numpy("float32"), valid["target"].to_numpy(), verbose=0))

    test = load_frame(test_csv)
    start = time.time()
    with open("submission.csv", "w", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(["id", "target"])
        for _, row in test.iterrows():
            x = row[FEATURES].to_numpy("float32")[np.newaxis, :]
            prob = float(model.predict(x, verbose=0)[0, 0])
            writer.writerow([row["id"], prob])
    print(f"{len(test)} rows in {time.time() - start:.1f}s", file=sys.stderr)


if __name__ == "__main__":
    main(*sys.argv[1:])
