import json

import numpy as np
from keras.models import *

from text import encode_batch


def classify_job(job, results):
    with open("model/architecture.json") as fh:
        model = model_from_json(fh.read())
    model.load_weights("model/weights.h5")
    batch = encode_batch(job["texts"], maxlen=140)
    probs = model.predict(batch, batch_size=64)
    results[job["id"]] = json.dumps({"labels": np.argmax(probs, axis=1).tolist()})
