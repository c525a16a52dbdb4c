from tensorflow import keras
from tensorflow.keras import layers


def _conv_block(x, filters):
    x = layers.Conv3D(filters, 3, padding="same", activation="relu")(x)
    return layers.Conv3D(filters, 3, padding="same", activation="relu")(x)


def create_unet_model_3d(input_shape, number_of_outputs=1, base_filters=8, depth=4):
    inputs = keras.Input(shape=input_shape)
    skips, x = [], inputs
    for level in range(depth):
        x = _conv_block(x, base_filters * 2 ** level)
        skips.append(x)
        x = layers.MaxPooling3D(2)(x)
    x = _conv_block(x, base_filters * 2 ** depth)
    for level in reversed(range(depth)):
        x = layers.Conv3DTranspose(base_filters * 2 ** level, 2, strides=2, padding="same")(x)
        x = layers.Concatenate()([x, skips[level]])
        x = _conv_block(x, base_filters * 2 ** level)
    outputs = layers.Conv3D(number_of_outputs, 1, activation="sigmoid")(x)
    return keras.Model(inputs, outputs)
