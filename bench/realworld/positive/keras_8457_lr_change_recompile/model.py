from tensorflow import keras


def build(input_shape, n_classes):
    return keras.Sequential([
        keras.Input(shape=input_shape),
        keras.layers.Dense(256, activation="relu"),
        keras.layers.Dropout(0.3),
        keras.layers.Dense(n_classes, activation="softmax"),
    ])
