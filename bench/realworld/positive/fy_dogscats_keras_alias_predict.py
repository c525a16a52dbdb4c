# source: https://github.com/VTC-AI/datnt_CNN_dogs_cats/blob/HEAD/predict.py
# symptom: (repository script, no issue filed) one model.predict call per image file: slow single-image inference, memory growth on older TF 2.x
# expect: TFM008 30
from os import listdir
from os.path import isfile, join

import numpy as np
from tensorflow import keras as K

w, h = 128, 128
my_path = "dataset/single_prediction/"
labels = {0: "cat", 1: "dog"}

model = K.models.load_model("model.h5")
model.compile(optimizer="rmsprop", loss="categorical_crossentropy", metrics=["accuracy"])


def to_batch(path):
    img = K.preprocessing.image.load_img(path, target_size=(w, h))
    x = K.preprocessing.image.img_to_array(img) / 255.0
    return np.expand_dims(x, axis=0)


def main():
    only_files = [f for f in listdir(my_path) if isfile(join(my_path, f))]
    counts = {"cat": 0, "dog": 0}
    for f in only_files:
        x = to_batch(my_path + f)
        images = np.vstack([x])
        scores = model.predict(images)
        label = labels[int(np.argmax(scores[0]))]
        counts[label] += 1
        print(f, label, scores[0])
    print(counts)


if __name__ == "__main__":
    main()
