from tensorflow import keras
from tensorflow.keras import layers


def _conv_block(x, filters, stride, name):
    shortcut = layers.Conv2D(filters * 4, 1, strides=stride, name=name + "_proj")(x)
    x = layers.Conv2D(filters, 1, strides=stride, activation="relu", name=name + "_a")(x)
    x = layers.Conv2D(filters, 3, padding="same", activation="relu", name=name + "_b")(x)
    x = layers.Conv2D(filters * 4, 1, name=name + "_c")(x)
    return layers.Activation("relu")(layers.Add()([x, shortcut]))


def make_open_nsfw_model(input_shape=(224, 224, 3), weights_path=None):
    inputs = keras.Input(shape=input_shape)
    x = layers.Conv2D(64, 7, strides=2, padding="same", activation="relu")(inputs)
    x = layers.MaxPooling2D(3, strides=2, padding="same")(x)
    for i, (filters, stride) in enumerate(((32, 1), (64, 2), (128, 2), (256, 2))):
        x = _conv_block(x, filters, stride, name=f"stage{i}")
    x = layers.GlobalAveragePooling2D()(x)
    outputs = layers.Dense(2, activation="softmax")(x)
    model = keras.Model(inputs, outputs, name="open_nsfw")
    if weights_path is not None:
        model.load_weights(weights_path)
    return model
