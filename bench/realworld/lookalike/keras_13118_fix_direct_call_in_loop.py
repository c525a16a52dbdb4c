# source: https://github.com/keras-team/keras/issues/13118
# note: the fix from the same thread: call the model directly, model(x, training=False), inside the polling loop instead of predict()
import time

import keras
import numpy as np

net = keras.applications.mobilenet_v2.MobileNetV2()


def read_frame():
    return np.random.rand(1, 224, 224, 3).astype("float32")


def watch(stop_after=None):
    started = time.time()
    while stop_after is None or time.time() - started < stop_after:
        scores = net(read_frame(), training=False)
        top = int(np.argmax(scores[0]))
        print("top class", top)
        time.sleep(0.5)


if __name__ == "__main__":
    watch()
