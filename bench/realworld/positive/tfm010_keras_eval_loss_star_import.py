# source: https://github.com/keras-team/keras/issues/12916
# symptom: keras.backend.eval takes longer with every call (1 s, 2 s, 4 s for successive runs): the loss tensor is rebuilt from numpy arrays inside the loop and then evaluated
# expect: TFM010 24
# note: standalone Keras on the TF1 backend, names from `from keras.layers import *` / `from keras.models import *`
import numpy as np
from keras import backend as K
from keras.layers import *
from keras.models import *

INDIM = 28

model = Sequential([Dense(8, input_shape=(INDIM,), activation="tanh"),
                    Dense(4, activation="tanh"),
                    Dense(1, activation="linear")])
model.compile(optimizer="adam", loss="mae")


def monitored_loss(n_rounds=50):
    losses = []
    for _ in range(n_rounds):
        batch = np.random.rand(32, INDIM)
        target = np.random.rand(32, 1)
        predicted = model.predict(batch)
        loss = model.loss_functions[0](target, predicted)
        losses.append(K.eval(loss))
    return np.mean(losses)


for epoch in range(20):
    model.fit(np.random.rand(512, INDIM), np.random.rand(512, 1), epochs=1, verbose=0)
    print(epoch, monitored_loss())
