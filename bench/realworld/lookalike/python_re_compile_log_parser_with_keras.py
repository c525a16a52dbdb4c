# source: https://docs.python.org/3/library/re.html#re.compile
# note: re.compile() per rule inside a loop, next to a Keras model that is compiled once; the only compile in the loops is the regex module's, which caches patterns
import re

import numpy as np
from tensorflow import keras

RULES = {"timeout": r"timed out after (\d+)s", "oom": r"OOM when allocating tensor with shape\[([\d,]+)\]",
         "retrace": r"(\d+) out of the last (\d+) calls"}

model = keras.Sequential([keras.Input((len(RULES),)), keras.layers.Dense(8, activation="relu"),
                          keras.layers.Dense(1, activation="sigmoid")])
model.compile(optimizer="adam", loss="binary_crossentropy")


def featurize(lines):
    rows = []
    for line in lines:
        row = []
        for name, pattern in RULES.items():
            compiled = re.compile(pattern)
            row.append(1.0 if compiled.search(line) else 0.0)
        rows.append(row)
    return np.asarray(rows, dtype="float32")


with open("worker.log") as fh:
    lines = fh.read().splitlines()
x = featurize(lines)
scores = model(x, training=False).numpy()[:, 0]
print(sum(scores > 0.5), "suspicious lines")
