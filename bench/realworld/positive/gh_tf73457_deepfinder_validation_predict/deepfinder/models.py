from tensorflow.keras.layers import Conv3D, Input, MaxPooling3D, UpSampling3D, concatenate
from tensorflow.keras.models import Model


def segmentation_net(dim_in, num_classes):
    inputs = Input(shape=(dim_in, dim_in, dim_in, 1))
    x = Conv3D(32, 3, padding="same", activation="relu")(inputs)
    skip_high = Conv3D(32, 3, padding="same", activation="relu")(x)
    x = MaxPooling3D(2)(skip_high)
    x = Conv3D(48, 3, padding="same", activation="relu")(x)
    skip_low = Conv3D(48, 3, padding="same", activation="relu")(x)
    x = MaxPooling3D(2)(skip_low)
    x = Conv3D(64, 3, padding="same", activation="relu")(x)
    x = UpSampling3D(2)(x)
    x = concatenate([x, skip_low])
    x = Conv3D(48, 3, padding="same", activation="relu")(x)
    x = UpSampling3D(2)(x)
    x = concatenate([x, skip_high])
    x = Conv3D(32, 3, padding="same", activation="relu")(x)
    outputs = Conv3D(num_classes, 1, padding="same", activation="softmax")(x)
    return Model(inputs, outputs)
