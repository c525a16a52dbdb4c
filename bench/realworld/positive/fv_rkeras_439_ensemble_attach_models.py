# source: https://github.com/rstudio/keras3/issues/439
# symptom: attaching an ensemble of 20 saved models: each load takes 20-40 s and the load time grows with every model already loaded (22 s for the first, 38 s for the twentieth)
# expect: TFM009 20
# note: The report uses R's load_model_hdf5() in an attach_models() loop; the case is the same loop in Python. The
# note: models are kept (an ensemble), so clearing the session is not an option here; the growth comes from Keras
# note: global state accumulating across loads.

"""Load the ensemble listed in meta_data.json and average its predictions."""
import json
import sys
import time

import numpy as np
from tensorflow.keras.models import load_model


def attach_models(meta_data):
    for name, entry in sorted(meta_data.items()):
        start = time.time()
        entry["model"] = load_model(entry["path"], compile=False)
        print(f"{name} loaded in {time.time() - start:.2f} secs")
    return meta_data


def ensemble_predict(meta_data, X):
    preds = [entry["model"].predict_on_batch(X) for entry in meta_data.values()]
    return np.mean(preds, axis=0)


if __name__ == "__main__":
    with open(sys.argv[1]) as f:
        meta = json.load(f)
    meta = attach_models(meta)
    X = np.load(sys.argv[2])
    np.save("ensemble_pred.npy", ensemble_predict(meta, X))
