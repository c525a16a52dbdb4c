# source: https://github.com/keras-team/keras/issues/9151
# symptom: memory use climbs quickly and the process runs out of memory when the same model is compiled again in every episode
# expect: TFM013 24
# note: star imports from keras.layers and keras.models; the model is built once, before the loop
import numpy as np
from keras import backend as K
from keras.layers import *
from keras.models import *


def customized_loss(y_true, y_pred):
    return K.mean(K.square(y_true - y_pred) * K.abs(y_true))


model = Sequential()
model.add(Dense(64, activation="relu", input_dim=16))
model.add(Dense(64, activation="relu"))
model.add(Dense(5))

episodes = 5000
for episode in range(episodes):
    x = np.random.rand(32, 16)
    y = np.random.rand(32, 5)
    model.compile(loss=customized_loss, optimizer="rmsprop")
    model.fit(x, y, verbose=0)
