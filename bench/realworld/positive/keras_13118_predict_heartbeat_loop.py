# source: https://github.com/keras-team/keras/issues/13118
# symptom: RSS climbs steadily (20+ GB) while model.predict is called forever on the same input
# expect: TFM008 17
# note: a polling loop that never trains: the input is the same array every time, as in the report
import time

import keras
import numpy as np

net = keras.applications.mobilenet_v2.MobileNetV2()
probe = np.random.rand(1, 224, 224, 3).astype("float32")


def heartbeat(delay=0.0):
    started = time.time()
    while True:
        scores = net.predict(probe)[0]
        top = int(np.argmax(scores))
        if delay:
            time.sleep(delay)
        if time.time() - started > 3600:
            print("still alive, top class", top)
            started = time.time()


if __name__ == "__main__":
    heartbeat()
