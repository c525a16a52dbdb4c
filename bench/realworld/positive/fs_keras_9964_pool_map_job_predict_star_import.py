# source: https://github.com/keras-team/keras/issues/9964
# symptom: scoring many small queries with model.predict inside multiprocessing workers is slow and not multiprocessing-safe; the maintainer-side answer calls per-query predict in sub-processes an anti-pattern and batches the queries into one predict call
# expect: TFM008 26
# note: star imports of the Keras models module; Pool.map runs job_fn once per query, and each call predicts on a one-row array from the module-level model
import time
from multiprocessing import Pool

import numpy as np
from tensorflow.keras.models import *

model = load_model("steve.h5")


def preprocess(data_in):
    time.sleep(0.3)
    return np.asarray(data_in, dtype=np.float32).reshape(1, -1)


def postprocess(data_in):
    time.sleep(0.2)
    return float(data_in[0])


def job_fn(query):
    model_input = preprocess(query)
    predictions = model.predict(model_input)[0]
    return postprocess(predictions)


if __name__ == "__main__":
    jobs = [[idx] for idx in range(100)]
    with Pool(processes=8) as pool:
        results = pool.map(job_fn, jobs)
    for query, result in zip(jobs, results):
        print(query, result)
