from tensorflow.keras.layers import (
    Activation,
    Conv2D,
    Dense,
    Flatten,
    Input,
    MaxPooling2D,
)
from tensorflow.keras.models import Model

RACE_WEIGHTS = "weights/race_model_single_batch.h5"
GENDER_WEIGHTS = "weights/gender_model_weights.h5"


def _backbone(inp):
    x = Conv2D(64, 3, activation="relu", padding="same")(inp)
    x = MaxPooling2D(2)(x)
    x = Conv2D(128, 3, activation="relu", padding="same")(x)
    x = MaxPooling2D(2)(x)
    return Flatten()(x)


def build_race_model():
    inp = Input((224, 224, 3))
    out = Activation("softmax")(Dense(6)(_backbone(inp)))
    model = Model(inputs=inp, outputs=out)
    model.load_weights(RACE_WEIGHTS)
    return model


def build_gender_model():
    inp = Input((224, 224, 3))
    out = Activation("softmax")(Dense(2)(_backbone(inp)))
    model = Model(inputs=inp, outputs=out)
    model.load_weights(GENDER_WEIGHTS)
    return model
