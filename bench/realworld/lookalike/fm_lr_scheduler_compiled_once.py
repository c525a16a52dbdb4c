# source: https://github.com/cordz-del/Improving-Deep-Neural-Networks/blob/HEAD/AlgorithmsLearningRateScheduling.py
# note: look-alike: the learning rate decays every five epochs, but through a LearningRateScheduler callback on a model compiled once; there is no compile() inside any loop
import numpy as np
from tensorflow import keras
from tensorflow.keras import layers


def decay_every_five(epoch, lr):
    if epoch % 5 == 0 and epoch:
        return lr * 0.9
    return lr


X_train = np.random.rand(5000, 20).astype("float32")
y_train = (X_train.sum(axis=1) > 10).astype("float32")

model = keras.Sequential([
    layers.Dense(128, activation="relu", input_shape=(20,)),
    layers.Dense(64, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01, momentum=0.9, nesterov=True),
              loss="binary_crossentropy", metrics=["accuracy"])
history = model.fit(X_train, y_train, epochs=20, batch_size=32, validation_split=0.2,
                    callbacks=[keras.callbacks.LearningRateScheduler(decay_every_five)])
