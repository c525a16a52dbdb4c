from tensorflow import keras
from tensorflow.keras import layers


def build_emotion_model(weights="weights/facial_expression_model_weights.h5"):
    model = keras.Sequential([
        layers.Input(shape=(48, 48, 1)),
        layers.Conv2D(64, 5, activation="relu"),
        layers.MaxPooling2D(5, strides=2),
        layers.Conv2D(64, 3, activation="relu"),
        layers.Conv2D(64, 3, activation="relu"),
        layers.AveragePooling2D(3, strides=2),
        layers.Conv2D(128, 3, activation="relu"),
        layers.Conv2D(128, 3, activation="relu"),
        layers.AveragePooling2D(3, strides=2),
        layers.Flatten(),
        layers.Dense(1024, activation="relu"),
        layers.Dropout(0.2),
        layers.Dense(1024, activation="relu"),
        layers.Dropout(0.2),
        layers.Dense(7, activation="softmax"),
    ])
    model.load_weights(weights)
    return model


def build_age_model(weights="weights/age_model_weights.h5"):
    base = keras.applications.VGG16(include_top=False, weights=None, input_shape=(224, 224, 3))
    x = layers.Flatten()(base.output)
    x = layers.Dense(101, activation="softmax")(x)
    model = keras.Model(base.input, x)
    model.load_weights(weights)
    return model
