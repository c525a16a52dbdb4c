# source: https://github.com/keras-team/keras/issues/17255
# source: https://github.com/keras-team/tf-keras/issues/359
# symptom: a learning-rate scheduler callback that recompiles the model in on_epoch_begin breaks training (TypeError: 'NoneType' object is not callable); every recompile throws away the traced train function
# expect: TFM013 24
# note: the callback hook runs once per epoch; the model is the one being fitted, built once by get_model()
import tensorflow as tf
from tensorflow import keras


def get_model():
    model = keras.Sequential([keras.layers.Dense(1, input_dim=784)])
    model.compile(optimizer=keras.optimizers.RMSprop(learning_rate=0.1), loss="mean_squared_error",
                  metrics=["mean_absolute_error"])
    return model


class RecompilingScheduler(keras.callbacks.Callback):
    def __init__(self, schedule):
        super().__init__()
        self.schedule = schedule

    def on_epoch_begin(self, epoch, logs=None):
        lr = self.schedule(epoch, float(self.model.optimizer.learning_rate))
        self.model.compile(optimizer=keras.optimizers.RMSprop(learning_rate=lr), loss="mean_squared_error",
                           metrics=["mean_absolute_error"])
        print(f"epoch {epoch}: learning rate {lr:.4f}")


def lr_schedule(epoch, lr):
    return lr * 0.5 if epoch in (3, 6, 9, 12) else lr


(x_train, y_train), _ = tf.keras.datasets.mnist.load_data()
x_train = x_train[:1000].reshape(-1, 784).astype("float32") / 255.0
model = get_model()
model.fit(x_train, y_train[:1000], batch_size=64, epochs=15, verbose=0, callbacks=[RecompilingScheduler(lr_schedule)])
