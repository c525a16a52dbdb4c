# source: https://github.com/keras-team/keras/issues/15887
# note: diagnostic callback from the thread: it only reads the process RSS with psutil at epoch begin/end; the model is built and compiled once and trained with a single fit call
import os

import numpy as np
import psutil
from tensorflow.keras.callbacks import Callback
from tensorflow.keras.layers import Conv2D, Input, Lambda
from tensorflow.keras.models import Model

K_IMAGES = 500
N = 128
MAX_SIGNAL = 5000


class MemoryUsageCallback(Callback):
    def on_epoch_begin(self, epoch, logs=None):
        print(f"**Epoch {epoch}**")
        print("Memory usage on epoch begin:", psutil.Process(os.getpid()).memory_info().rss)

    def on_epoch_end(self, epoch, logs=None):
        print("Memory usage on epoch end:  ", psutil.Process(os.getpid()).memory_info().rss)


def build_model():
    inputs = Input((N, N, 1))
    s = Lambda(lambda x: x / MAX_SIGNAL)(inputs)
    outputs = Conv2D(1, (3, 3), activation="sigmoid", padding="same")(s)
    return Model(inputs=[inputs], outputs=[outputs])


x_train = np.random.randint(MAX_SIGNAL + 1, size=(K_IMAGES, N, N, 1), dtype=np.uint16)
y_train = np.random.randint(2, size=(K_IMAGES, N, N, 1)).astype("float32")

model = build_model()
model.compile(optimizer="adam", loss="binary_crossentropy")
model.fit(x_train, y_train, epochs=20, batch_size=8, callbacks=[MemoryUsageCallback()])
