# source: https://github.com/Diponly/Computer_Vision_Models/blob/HEAD/learning_rate_annealing_step_decay.py
# note: step-decay learning rate through a LearningRateScheduler callback, as in that file: the model is compiled once and the schedule changes the optimizer's learning rate between epochs, instead of recompiling the model in an epoch loop
import numpy as np
import tensorflow as tf
from tensorflow.keras.callbacks import LearningRateScheduler


def step_decay_schedule(initial_lr=1e-3, decay_factor=0.75, step_size=10):
    def schedule(epoch):
        return initial_lr * (decay_factor ** np.floor(epoch / step_size))
    return LearningRateScheduler(schedule, verbose=1)


(x_train, y_train), (x_test, y_test) = tf.keras.datasets.cifar10.load_data()
x_train, x_test = x_train.astype("float32") / 255.0, x_test.astype("float32") / 255.0

model = tf.keras.Sequential([
    tf.keras.Input(shape=(32, 32, 3)),
    tf.keras.layers.Conv2D(32, 3, activation="relu"),
    tf.keras.layers.MaxPooling2D(),
    tf.keras.layers.Conv2D(64, 3, activation="relu"),
    tf.keras.layers.GlobalAveragePooling2D(),
    tf.keras.layers.Dense(10, activation="softmax"),
])
model.compile(optimizer=tf.keras.optimizers.Adam(1e-4), loss="sparse_categorical_crossentropy", metrics=["accuracy"])

lr_sched = step_decay_schedule(initial_lr=1e-4, decay_factor=0.75, step_size=2)
model.fit(x_train, y_train, validation_data=(x_test, y_test), epochs=30, batch_size=128, callbacks=[lr_sched])
