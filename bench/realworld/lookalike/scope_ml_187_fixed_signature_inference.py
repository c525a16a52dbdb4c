# source: https://github.com/scope-ml/scope-ml/pull/187
# note: the fixed loop from that pull request calls the model directly; here through one tf.function with an input_signature, traced once for every feature file
import glob
import os

import numpy as np
import pandas as pd
import tensorflow as tf

N_FEATURES = 40


def run_inference(model, paths, columns, out_dir):
    @tf.function(input_signature=[tf.TensorSpec([None, N_FEATURES], tf.float32)])
    def infer(x):
        return model(x, training=False)

    for path in paths:
        frame = pd.read_parquet(path)
        scores = infer(frame[columns].to_numpy(dtype=np.float32)).numpy()
        frame["score"] = scores[:, 0]
        frame[["obj_id", "score"]].to_parquet(os.path.join(out_dir, os.path.basename(path)))


if __name__ == "__main__":
    net = tf.keras.models.load_model("models/vnv.h5")
    cols = [f"f{i}" for i in range(N_FEATURES)]
    run_inference(net, sorted(glob.glob("features/*.parquet")), cols, "preds")
