import json

import numpy as np
from tensorflow.keras.layers import Dense, GlobalAveragePooling2D
from tensorflow.keras.models import Sequential

from .features import extract_resnet50, path_to_tensor

with open("data/dog_names.json") as f:
    DOG_NAMES = json.load(f)

head = Sequential([
    GlobalAveragePooling2D(input_shape=(7, 7, 2048)),
    Dense(len(DOG_NAMES), activation="softmax"),
])
head.load_weights("saved_models/weights.best.Resnet50.hdf5")


def predict_breed(img_path):
    bottleneck = extract_resnet50(path_to_tensor(img_path))
    probabilities = head(bottleneck, training=False).numpy()[0]
    return DOG_NAMES[int(np.argmax(probabilities))]
