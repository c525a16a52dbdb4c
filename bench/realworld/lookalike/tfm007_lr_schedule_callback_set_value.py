# source: https://www.tensorflow.org/guide/keras/custom_callback
# symptom: none: the callback computes a Python float per epoch but writes it into the optimizer's variable; no tf.function is called with a Python number
# note: the official "Writing your own callbacks" learning-rate scheduler, a Keras callback hook that runs once per epoch
import tensorflow as tf

LR_SCHEDULE = [(3, 0.05), (6, 0.01), (9, 0.005), (12, 0.001)]


def lr_schedule(epoch, lr):
    if epoch < LR_SCHEDULE[0][0] or epoch > LR_SCHEDULE[-1][0]:
        return lr
    for boundary, value in LR_SCHEDULE:
        if epoch == boundary:
            return value
    return lr


class CustomLearningRateScheduler(tf.keras.callbacks.Callback):
    def __init__(self, schedule):
        super().__init__()
        self.schedule = schedule

    def on_epoch_begin(self, epoch, logs=None):
        lr = float(tf.keras.backend.get_value(self.model.optimizer.learning_rate))
        scheduled_lr = self.schedule(epoch, lr)
        tf.keras.backend.set_value(self.model.optimizer.learning_rate, scheduled_lr)
        print(f"Epoch {epoch:05d}: learning rate is {scheduled_lr:6.4f}.")


def get_model():
    model = tf.keras.Sequential([tf.keras.layers.Dense(1, input_dim=784)])
    model.compile(optimizer=tf.keras.optimizers.SGD(learning_rate=0.1), loss="mean_squared_error", metrics=["mae"])
    return model


(x_train, y_train), _ = tf.keras.datasets.mnist.load_data()
x_train = x_train.reshape(-1, 784).astype("float32") / 255.0
model = get_model()
model.fit(x_train, y_train, batch_size=64, epochs=15, verbose=0,
          callbacks=[CustomLearningRateScheduler(lr_schedule)])
