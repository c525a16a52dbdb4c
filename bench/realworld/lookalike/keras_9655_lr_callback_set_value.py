# source: https://github.com/keras-team/keras/issues/9655
# note: the callback from that thread changes the learning rate at every epoch end with backend.set_value on the optimizer's variable; no recompile and no new model
import numpy as np
from tensorflow import keras


class LrDecay(keras.callbacks.Callback):
    def __init__(self, decay=0.97, floor=1e-5):
        super().__init__()
        self.decay = decay
        self.floor = floor

    def on_epoch_end(self, epoch, logs=None):
        lr = float(keras.backend.get_value(self.model.optimizer.learning_rate))
        keras.backend.set_value(self.model.optimizer.learning_rate, max(self.floor, lr * self.decay))


x = np.random.rand(5000, 20).astype("float32")
y = (x.sum(axis=1) > 10).astype("float32")
model = keras.Sequential([keras.Input((20,)), keras.layers.Dense(64, activation="relu"),
                          keras.layers.Dense(1, activation="sigmoid")])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01, momentum=0.9), loss="binary_crossentropy",
              metrics=["accuracy"])
model.fit(x, y, epochs=100, batch_size=64, callbacks=[LrDecay()], verbose=0)
