from tensorflow import keras


def conv_net(width, name):
    return keras.Sequential([
        keras.Input(shape=(28, 28, 1)),
        keras.layers.Conv2D(width, 3, strides=2, padding="same"),
        keras.layers.LeakyReLU(0.2),
        keras.layers.MaxPooling2D(2, strides=1, padding="same"),
        keras.layers.Conv2D(width * 2, 3, strides=2, padding="same"),
        keras.layers.Flatten(),
        keras.layers.Dense(10),
    ], name=name)
