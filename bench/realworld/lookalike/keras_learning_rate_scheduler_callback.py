# source: https://keras.io/api/callbacks/learning_rate_scheduler/
# note: the documented way to change the learning rate per epoch: a LearningRateScheduler callback, with one compile
import numpy as np
import tensorflow as tf


def scheduler(epoch, lr):
    if epoch < 10:
        return lr
    return float(lr * tf.math.exp(-0.1))


model = tf.keras.models.Sequential([tf.keras.Input((10,)), tf.keras.layers.Dense(10)])
model.compile(tf.keras.optimizers.SGD(), loss="mse")
callback = tf.keras.callbacks.LearningRateScheduler(scheduler)
history = model.fit(np.arange(100).reshape(5, 20), np.zeros(5), epochs=15, callbacks=[callback], verbose=0)
print(round(model.optimizer.learning_rate.numpy(), 5), len(history.history["loss"]))
