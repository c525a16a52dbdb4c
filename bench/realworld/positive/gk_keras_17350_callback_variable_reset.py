# source: https://github.com/keras-team/keras/issues/17350
# symptom: workaround from the thread for getting validation outputs in callbacks: the model accumulates them in tf.Variables and a callback resets them at the start of every epoch by building brand-new tf.Variables to assign from
# expect: TFM002 39
# expect: TFM002 41
# note: on_epoch_begin is a Keras callback hook (runs once per epoch); each call constructs two throw-away tf.Variable objects only to pass their value to assign()
import numpy as np
import tensorflow as tf
from tensorflow import keras
from tensorflow.experimental import numpy as tnp


class CustomModel(keras.Model):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.val_x = tf.Variable(tnp.empty((0, 32), dtype=tf.float32), shape=[None, 32])
        self.val_pred = tf.Variable(tnp.empty((0,), dtype=tf.float32), shape=[None])

    def test_step(self, data):
        x, y = data
        y_pred = self(x, training=False)
        self.compiled_loss(y, y_pred, regularization_losses=self.losses)
        self.compiled_metrics.update_state(y, y_pred)
        self.val_x.assign(tf.concat([self.val_x, x], axis=0))
        self.val_pred.assign(tf.concat([self.val_pred, tf.reshape(y_pred, [-1])], axis=0))
        return {m.name: m.result() for m in self.metrics}


class ValOutputCallback(keras.callbacks.Callback):
    def __init__(self):
        super().__init__()
        self.history = []

    def on_epoch_end(self, epoch, logs=None):
        preds = self.model.val_pred.numpy()
        self.history.append((epoch, float(np.mean(preds)), float(np.std(preds))))

    def on_epoch_begin(self, epoch, logs=None):
        self.model.val_x.assign(
            tf.Variable(tnp.empty((0, 32), dtype=tf.float32), shape=[None, 32]))
        self.model.val_pred.assign(
            tf.Variable(tnp.empty((0,), dtype=tf.float32), shape=[None]))


inputs = keras.Input(shape=(32,))
hidden = keras.layers.Dense(64, activation="relu")(inputs)
outputs = keras.layers.Dense(1)(hidden)
model = CustomModel(inputs, outputs)
model.compile(optimizer="adam", loss="mse", metrics=["mae"])

x = np.random.random((2000, 32)).astype("float32")
y = np.random.random((2000, 1)).astype("float32")
cb = ValOutputCallback()
model.fit(x, y, epochs=200, batch_size=64, validation_split=0.2, callbacks=[cb])
