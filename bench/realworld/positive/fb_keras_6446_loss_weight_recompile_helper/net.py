from keras.layers import Conv2D, Dense, GlobalAveragePooling2D, Input, MaxPooling2D, UpSampling2D
from keras.models import Model
from keras.optimizers import Adam


def two_head_net(input_shape, num_classes):
    inputs = Input(shape=input_shape)
    x = Conv2D(32, 3, padding="same", activation="relu")(inputs)
    x = MaxPooling2D()(x)
    x = Conv2D(64, 3, padding="same", activation="relu")(x)
    seg = UpSampling2D(name="segmentation")(Conv2D(1, 1, activation="sigmoid")(x))
    cls = Dense(num_classes, activation="softmax", name="classification")(GlobalAveragePooling2D()(x))
    model = Model(inputs, [seg, cls])
    model.compile(optimizer=Adam(1e-3), loss=["binary_crossentropy", "categorical_crossentropy"])
    return model
