# source: https://github.com/NNPDF/nnpdf/issues/1362
# symptom: n3fit test times out; log full of 'N out of the last M calls to Model.make_predict_function.<locals>.predict_function triggered tf.function retracing'
# expect: TFM008 33
# note: snippet as pasted in the thread, star imports only: the check loops over the fitted replicas and calls predict on each replica model, so every call sets up a new predict function
from tensorflow.keras.layers import *
from tensorflow.keras.models import *
import numpy as np


def replica_model(n_flavours=8, nodes=(25, 20)):
    x_in = Input(shape=(1,), name="x")
    h = x_in
    for n in nodes:
        h = Dense(n, activation="tanh")(h)
    out = Dense(n_flavours, activation="linear")(h)
    model = Model(x_in, out)
    model.compile(optimizer="adam", loss="mse")
    return model


def fit_replicas(x, targets, n_replicas=50, epochs=300):
    models = []
    for r in range(n_replicas):
        m = replica_model()
        m.fit(x, targets[r], epochs=epochs, batch_size=len(x), verbose=0)
        models.append(m)
    return models


def check_positivity(models, xgrid):
    bad = []
    for r, m in enumerate(models):
        pdf = m.predict(xgrid)
        if np.any(pdf[:, :3] < -1e-3):
            bad.append(r)
    return bad


xgrid = np.logspace(-5, 0, 200).reshape(-1, 1)
