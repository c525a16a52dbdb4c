from tensorflow.keras.layers import Conv2D, Dense, Flatten, Input, MaxPooling2D, PReLU, Softmax
from tensorflow.keras.models import Model


def build_pnet():
    inputs = Input(shape=(None, None, 3))
    x = PReLU(shared_axes=[1, 2])(Conv2D(10, 3)(inputs))
    x = MaxPooling2D(2, padding="same")(x)
    x = PReLU(shared_axes=[1, 2])(Conv2D(16, 3)(x))
    x = PReLU(shared_axes=[1, 2])(Conv2D(32, 3)(x))
    prob = Softmax(axis=3)(Conv2D(2, 1)(x))
    boxes = Conv2D(4, 1)(x)
    return Model(inputs, [boxes, prob])


def build_rnet():
    inputs = Input(shape=(24, 24, 3))
    x = MaxPooling2D(3, 2, padding="same")(PReLU(shared_axes=[1, 2])(Conv2D(28, 3)(inputs)))
    x = MaxPooling2D(3, 2)(PReLU(shared_axes=[1, 2])(Conv2D(48, 3)(x)))
    x = PReLU()(Dense(128)(Flatten()(PReLU(shared_axes=[1, 2])(Conv2D(64, 2)(x)))))
    return Model(inputs, [Dense(4)(x), Dense(2, activation="softmax")(x)])


def build_onet():
    inputs = Input(shape=(48, 48, 3))
    x = MaxPooling2D(3, 2, padding="same")(PReLU(shared_axes=[1, 2])(Conv2D(32, 3)(inputs)))
    x = MaxPooling2D(3, 2)(PReLU(shared_axes=[1, 2])(Conv2D(64, 3)(x)))
    x = MaxPooling2D(2)(PReLU(shared_axes=[1, 2])(Conv2D(64, 3)(x)))
    x = PReLU()(Dense(256)(Flatten()(PReLU(shared_axes=[1, 2])(Conv2D(128, 2)(x)))))
    return Model(inputs, [Dense(4)(x), Dense(10)(x), Dense(2, activation="softmax")(x)])
