from tensorflow.keras.layers import (Activation, BatchNormalization, Conv3D, Conv3DTranspose, Input, MaxPooling3D,
                                     add, concatenate)
from tensorflow.keras.models import Model


def conv3d_bn(x, filters, size, activation="relu", padding="same"):
    x = Conv3D(filters, size, padding=padding)(x)
    x = BatchNormalization(axis=4)(x)
    return Activation(activation)(x) if activation else x


def multires_block(inp, u, alpha=1.67):
    w = alpha * u
    shortcut = conv3d_bn(inp, int(w * 0.167) + int(w * 0.333) + int(w * 0.5), 1, activation=None)
    conv3 = conv3d_bn(inp, int(w * 0.167), 3)
    conv5 = conv3d_bn(conv3, int(w * 0.333), 3)
    conv7 = conv3d_bn(conv5, int(w * 0.5), 3)
    out = BatchNormalization(axis=4)(concatenate([conv3, conv5, conv7], axis=4))
    return BatchNormalization(axis=4)(Activation("relu")(add([shortcut, out])))


def res_path(x, filters, length):
    for _ in range(length):
        shortcut = conv3d_bn(x, filters, 1, activation=None)
        x = BatchNormalization(axis=4)(Activation("relu")(add([shortcut, conv3d_bn(x, filters, 3)])))
    return x


def MultiResUnet3D(height, width, depth, n_channels):
    inputs = Input((height, width, depth, n_channels))
    skips, x = [], inputs
    for level, u in enumerate((32, 64, 128, 256)):
        x = multires_block(x, u)
        skips.append(res_path(x, u, 4 - level))
        x = MaxPooling3D(pool_size=2)(x)
    x = multires_block(x, 512)
    for u, skip in zip((256, 128, 64, 32), reversed(skips)):
        x = concatenate([Conv3DTranspose(u, 2, strides=2, padding="same")(x), skip], axis=4)
        x = multires_block(x, u)
    outputs = conv3d_bn(x, 1, 1, activation="sigmoid")
    return Model(inputs=[inputs], outputs=[outputs])
