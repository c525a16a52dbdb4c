# source: https://github.com/keras-team/keras/blob/011df462fef6b8c463405573b112004e41856e06/tests/keras/optimizers_test.py
# note: Keras' own optimizer tests build one small model per optimizer through a helper; here the calls are a loop over a short literal list inside a test, a bounded parameter sweep
import numpy as np
from keras import optimizers
from keras.layers import Activation, Dense
from keras.models import Sequential
from keras.utils import to_categorical


def get_test_data(n=1000):
    rng = np.random.RandomState(1337)
    x = rng.randn(n, 10)
    y = to_categorical((x[:, 0] > 0).astype(int), 2)
    return x, y


def _test_optimizer(optimizer, target=0.75):
    x_train, y_train = get_test_data()
    model = Sequential()
    model.add(Dense(10, input_shape=(x_train.shape[1],)))
    model.add(Activation("relu"))
    model.add(Dense(y_train.shape[1], activation="softmax"))
    model.compile(loss="categorical_crossentropy", optimizer=optimizer, metrics=["accuracy"])
    history = model.fit(x_train, y_train, epochs=2, batch_size=16, verbose=0)
    assert history.history["accuracy"][-1] >= target


def test_rmsprop_variants():
    for optimizer in [optimizers.RMSprop(), optimizers.RMSprop(learning_rate=0.1, epsilon=0.01),
                      optimizers.RMSprop(learning_rate=0.1, momentum=0.1, centered=True)]:
        _test_optimizer(optimizer)
