# source: https://github.com/keras-team/keras/issues/8457
# note: fchollet's answer in that thread: change the rate with K.set_value(model.optimizer.lr, value) instead of compiling again; the model is compiled once
import numpy as np
from keras import backend as K
from keras.layers import Dense
from keras.models import Sequential
from keras.optimizers import Adam

x, y = np.load("x.npy"), np.load("y.npy")
model = Sequential([Dense(256, activation="relu", input_shape=x.shape[1:]), Dense(y.shape[1], activation="softmax")])
model.compile(optimizer=Adam(learning_rate=1e-3), loss="categorical_crossentropy", metrics=["accuracy"])

for epoch in range(100):
    if epoch and epoch % 10 == 0:
        K.set_value(model.optimizer.lr, K.get_value(model.optimizer.lr) * 0.5)
    model.fit(x, y, batch_size=128, epochs=1, validation_split=0.1, verbose=0)
model.save("final.h5")
