# source: https://github.com/tensorflow/tensorflow/issues/33009
# symptom: memory grows without bound (all 10 GB in ten minutes) calling predict() on a one-hidden-layer model in a loop (TF 2.0)
# expect: TFM008 18
# note: the predict sits in a helper that the step loop calls; the model comes from a builder and is passed in
import numpy as np
from tensorflow.keras import Input, Model
from tensorflow.keras.layers import Dense


def make_net(width=32):
    inp = Input(shape=(10,))
    hidden = Dense(width)(inp)
    out = Dense(2)(hidden)
    return Model(inp, out)


def score_once(net, batch):
    return net.predict(batch)


def run(net, steps):
    dummy = np.ones((1, 10))
    for step in range(steps):
        out = score_once(net, dummy)
        if step % 1000 == 0:
            print(step, out)


if __name__ == "__main__":
    run(make_net(), 10 ** 7)
