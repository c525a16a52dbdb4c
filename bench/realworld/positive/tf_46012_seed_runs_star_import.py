# source: https://github.com/tensorflow/tensorflow/issues/46012
# symptom: after a few runs of the loop, every predict prints "5 out of the last 5 calls to ... predict_function triggered tf.function retracing"
# expect: TFM009 17
# note: standalone keras star imports (`from keras import *`, `from keras.layers import *`); a fresh one-unit model is built, fitted and asked for a prediction on every run of a seed sweep
import numpy as np
import tensorflow as tf
from keras import *
from keras.layers import *

features = np.random.uniform(-1.0, 1.0, size=(1, 1000)).astype("float32")
target = np.array([[0.7974]], dtype="float32")

outputs = []
for seed in range(8):
    tf.random.set_seed(seed)
    np.random.seed(seed)
    net = Sequential([
        Input(shape=(1000,)),
        Dense(1, activation="sigmoid"),
    ])
    net.compile(loss="mse", optimizer="adam")
    net.fit(features, target, batch_size=1, epochs=100, verbose=0)
    outputs.append(float(net.predict(features, verbose=0)[0, 0]))
    print(seed, outputs[-1])

print("spread:", max(outputs) - min(outputs))
