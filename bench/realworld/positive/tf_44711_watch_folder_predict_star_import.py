# source: https://github.com/tensorflow/tensorflow/issues/44711
# symptom: RAM use climbs with every model.predict call of a long-running script until the machine swaps (TF 2.3; the linked Stack Overflow question reports the same)
# expect: TFM008 28
# note: a polling service with star imports from keras.models: every new image dropped in the inbox is scored with predict, one call per file, forever
import os
import time

import numpy as np
from keras.models import *
from PIL import Image

INBOX = "/data/inbox"
model = load_model("models/defect_classifier.h5")


def load(path):
    img = Image.open(path).convert("RGB").resize((224, 224))
    return np.asarray(img, dtype="float32")[None] / 255.0


seen = set()
while True:
    for name in sorted(os.listdir(INBOX)):
        if name in seen:
            continue
        seen.add(name)
        batch = load(os.path.join(INBOX, name))
        scores = model.predict(batch)
        print(name, int(np.argmax(scores)))
    time.sleep(2)
