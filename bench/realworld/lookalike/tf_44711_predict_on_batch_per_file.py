# source: https://github.com/tensorflow/tensorflow/issues/44711
# symptom: none: each file is scored with predict_on_batch, the workaround suggested for repeated single-batch inference
# note: the polling service of the report with predict replaced by predict_on_batch (one batch per call, no prediction loop set up per call)
import os
import time

import numpy as np
from PIL import Image
from tensorflow import keras

INBOX = "/data/inbox"
model = keras.models.load_model("models/defect_classifier.h5")


def load(path):
    return np.asarray(Image.open(path).convert("RGB").resize((224, 224)), dtype="float32")[None] / 255.0


seen = set()
while True:
    for name in sorted(set(os.listdir(INBOX)) - seen):
        seen.add(name)
        scores = model.predict_on_batch(load(os.path.join(INBOX, name)))
        print(name, int(np.argmax(scores)))
    time.sleep(2)
