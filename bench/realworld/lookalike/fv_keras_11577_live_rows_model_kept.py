# source: https://github.com/keras-team/keras/issues/11577
# symptom: (alternative) training on live data one row at a time without restarting the script and reloading the model for every row
# note: Correct: the model is loaded and compiled once at start-up and kept in memory; each new row is one fit() call
# note: on the same model with a constant (1, n) shape, so nothing is rebuilt, recompiled or retraced per row.

"""Long-running trainer: waits for new CSV lines, trains on each, exports the model periodically."""
import time

import numpy as np
from tensorflow import keras

MODEL_PATH = "live_model.keras"
FEED = "feed.csv"


def follow(path, poll=1.0):
    with open(path) as f:
        f.seek(0, 2)
        while True:
            line = f.readline()
            if not line:
                time.sleep(poll)
                continue
            yield line


def parse(line):
    values = np.array(line.strip().split(","), dtype="float32")
    return values[np.newaxis, :-1], values[np.newaxis, -1:]


def main():
    model = keras.models.load_model(MODEL_PATH)
    seen = 0
    for line in follow(FEED):
        x, y = parse(line)
        model.fit(x, y, epochs=1, verbose=0)
        seen += 1
        if seen % 20 == 0:
            model.save(MODEL_PATH)


if __name__ == "__main__":
    main()
