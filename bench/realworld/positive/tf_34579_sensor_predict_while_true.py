# source: https://github.com/tensorflow/tensorflow/issues/34579
# symptom: memory of a long-running process grows steadily while model.predict is called on every new window of readings (suspected leak in predict, TF 2.0, Windows)
# expect: TFM008 37
# note: the report's repro calls predict on fresh small arrays again and again; the case keeps that shape as a polling loop over a sensor buffer
import argparse
import time
from collections import deque

import numpy as np
import tensorflow as tf

WINDOW = 64
N_CHANNELS = 6


def read_sample(port):
    # stands in for a serial read; one reading per channel
    return np.random.normal(size=N_CHANNELS).astype("float32")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="activity.h5")
    parser.add_argument("--port", default="/dev/ttyUSB0")
    parser.add_argument("--threshold", type=float, default=0.8)
    args = parser.parse_args()

    model = tf.keras.models.load_model(args.model)
    labels = ["idle", "walk", "run", "fall"]
    buffer = deque(maxlen=WINDOW)

    while True:
        buffer.append(read_sample(args.port))
        if len(buffer) < WINDOW:
            continue
        window = np.stack(buffer)[np.newaxis]
        probs = model.predict(window)[0]
        best = int(np.argmax(probs))
        if probs[best] > args.threshold and labels[best] == "fall":
            print(time.strftime("%H:%M:%S"), "fall detected", float(probs[best]))
        time.sleep(0.02)


if __name__ == "__main__":
    main()
