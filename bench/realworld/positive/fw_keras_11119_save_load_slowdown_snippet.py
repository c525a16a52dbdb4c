# source: https://github.com/keras-team/keras/issues/11119
# symptom: "the 1st model I load will be loaded quickly, but every successive load will be progressively slower": a retraining job builds, fits, saves and reloads one small model per iteration in the same process, and each save/load takes longer than the last
# expect: TFM009 31
# expect: TFM009 38
# note: pasted with star imports as in the report's spirit; get_model() builds, compiles and fits a new Sequential, and the loop never clears the Keras session
import time
import numpy as np
from keras.models import *
from keras.layers import *


def get_model(X):
    layers = [X.shape[1], 10, X.shape[1]]
    act_fns = ["elu", "elu", "elu"]

    model = Sequential()
    for units, act in zip(layers, act_fns):
        model.add(Dense(units=units))
        model.add(Activation(act))

    model.compile(optimizer="rmsprop", loss="mean_squared_error", metrics=["mse"])
    model.fit(X, X, verbose=0)
    return model


if __name__ == "__main__":
    N = 10
    X = np.random.randn(1000, 30)
    for i in range(N):
        fname = str(i) + ".hdf5"
        m = get_model(X)
        t = time.time()
        m.save(fname)
        print("iter", i, "model saved in", round(time.time() - t, 3))
        del m

        t = time.time()
        m2 = load_model(fname)
        print("iter", i, "model loaded in", round(time.time() - t, 3))
        del m2
