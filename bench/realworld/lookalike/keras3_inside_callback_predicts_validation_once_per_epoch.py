# source: https://github.com/quangtiencs/keras3-inside-deep-learning
# note: utils.py of that repository: a callback predicts the whole evaluation set once per epoch and keeps a float; one batched predict per epoch is what predict() is for
import keras
import numpy as np
from keras import callbacks, metrics


class CustomEvalDataset(callbacks.Callback):
    def __init__(self, x, y, metric=None):
        super().__init__()
        self.x = x
        self.y_true = y
        self.metric = metric or metrics.SparseCategoricalAccuracy()
        self.list_metrics = []

    def on_epoch_end(self, epoch, logs=None):
        self.metric.reset_state()
        y_pred = self.model.predict(self.x, verbose=0)
        self.metric.update_state(self.y_true, y_pred)
        self.list_metrics.append(float(self.metric.result()))


(x_train, y_train), (x_test, y_test) = keras.datasets.mnist.load_data()
model = keras.Sequential([keras.Input((28, 28)), keras.layers.Flatten(), keras.layers.Dense(10, activation="softmax")])
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy")
evaluator = CustomEvalDataset(x_test / 255.0, y_test)
model.fit(x_train / 255.0, y_train, epochs=5, callbacks=[evaluator])
print(np.round(evaluator.list_metrics, 4))
