import base64
import json
from io import BytesIO

import numpy as np
from PIL import Image
from tensorflow import keras
from tensorflow.keras import layers

FACE_SIZE = 64


def _residual(x, filters, stride):
    shortcut = layers.Conv2D(filters, 1, strides=stride, padding="same")(x)
    y = layers.BatchNormalization()(x)
    y = layers.Activation("relu")(y)
    y = layers.Conv2D(filters, 3, strides=stride, padding="same")(y)
    y = layers.BatchNormalization()(y)
    y = layers.Activation("relu")(y)
    y = layers.Conv2D(filters, 3, padding="same")(y)
    return layers.add([shortcut, y])


def load_network(weights_path):
    inputs = keras.Input((FACE_SIZE, FACE_SIZE, 3))
    x = layers.Conv2D(16, 3, padding="same")(inputs)
    for filters, stride in ((128, 1), (256, 2), (512, 2)):
        x = _residual(x, filters, stride)
    x = layers.GlobalAveragePooling2D()(x)
    gender = layers.Dense(2, activation="softmax", name="gender")(x)
    age = layers.Dense(101, activation="softmax", name="age")(x)
    net = keras.Model(inputs, [gender, age])
    net.load_weights(weights_path)
    return net


def _decode(payload):
    return Image.open(BytesIO(base64.b64decode(payload))).convert("RGB")


def describe_face(payload, net):
    face = _decode(payload).resize((FACE_SIZE, FACE_SIZE))
    batch = np.expand_dims(np.asarray(face, dtype="float32"), 0)
    gender_probs, age_probs = net.predict(batch)
    gender = "Male" if gender_probs[0].argmax() == 1 else "Female"
    if gender_probs[0].max() < 0.7:
        gender = " "
    return json.dumps({"gender": gender, "age": int(age_probs[0].argmax())})
