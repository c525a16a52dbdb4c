from keras.layers import Conv2D, Dense, Flatten, Input
from keras.models import Model


def atari_cnn(input_shape, n_actions):
    frames = Input(shape=input_shape)
    x = Conv2D(16, (8, 8), strides=(4, 4), activation="relu")(frames)
    x = Conv2D(32, (4, 4), strides=(2, 2), activation="relu")(x)
    x = Dense(256, activation="relu")(Flatten()(x))
    return Model(frames, Dense(n_actions)(x))
