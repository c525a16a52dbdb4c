# source: https://github.com/tensorflow/tensorflow/issues/28844
# symptom: with input_shape given, the models generated in the loop pile up in memory and each build gets slower (TF 2.0 alpha)
# expect: TFM009 11
# note: star import from tensorflow.keras.layers
import time

from tensorflow import keras
from tensorflow.keras.layers import *

for trial in range(100):
    net = keras.models.Sequential()
    net.add(Dense(120, activation="relu", input_shape=(784,)))
    net.add(Dense(10, activation="softmax"))
    net.compile(loss="binary_crossentropy", optimizer=keras.optimizers.SGD())
    time.sleep(0.1)
