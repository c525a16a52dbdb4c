# source: https://github.com/keras-team/keras-applications/issues/77
# symptom: a hybrid model on top of VGG19 takes too long per prediction; the application needs instant answers but the whole model is being reloaded for every prediction
# expect: TFM009 26
# expect: TFM009 30
# note: classify() is called for every incoming file from the polling loop and constructs the VGG19 base and the
# note: hybrid model each time ('reloading the entire model for every prediction', as the report puts it).

"""Watch an inbox folder and classify each new image as it arrives."""
import os
import shutil
import time

import numpy as np
from tensorflow.keras.applications import VGG19
from tensorflow.keras.applications.vgg19 import preprocess_input
from tensorflow.keras.layers import Dense, Dropout, GlobalAveragePooling2D
from tensorflow.keras.models import Model
from tensorflow.keras.preprocessing import image

INBOX, DONE = "inbox", "processed"
HEAD_WEIGHTS = "weights/hybrid_head.weights.h5"
CLASSES = ["defect", "ok", "unknown"]


def classify(path):
    base = VGG19(weights="imagenet", include_top=False, input_shape=(224, 224, 3))
    x = GlobalAveragePooling2D()(base.output)
    x = Dropout(0.3)(Dense(256, activation="relu")(x))
    out = Dense(len(CLASSES), activation="softmax")(x)
    model = Model(base.input, out)
    model.load_weights(HEAD_WEIGHTS, skip_mismatch=True)

    img = image.img_to_array(image.load_img(path, target_size=(224, 224)))
    probs = model.predict(preprocess_input(img[np.newaxis]), verbose=0)[0]
    return CLASSES[int(np.argmax(probs))], float(probs.max())


def watch(poll_seconds=0.5):
    os.makedirs(DONE, exist_ok=True)
    while True:
        for name in sorted(os.listdir(INBOX)):
            path = os.path.join(INBOX, name)
            label, score = classify(path)
            print(f"{name}: {label} ({score:.2f})")
            shutil.move(path, os.path.join(DONE, name))
        time.sleep(poll_seconds)


if __name__ == "__main__":
    watch()
