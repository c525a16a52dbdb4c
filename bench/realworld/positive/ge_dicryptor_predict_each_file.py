# source: https://github.com/dicryptor/DataScience/blob/HEAD/predic.py
# symptom: classifying a folder of test images file by file gets slower and the process grows with the folder size
# expect: TFM008 27
# note: load_model once, then predict on one 32x32 image per file in the directory loop, as in the repository's predict script
import os
import sys

import numpy as np
from keras.models import load_model
from keras.preprocessing.image import img_to_array, load_img

CLASSES = ["airplane", "automobile", "bird", "cat", "deer",
           "dog", "frog", "horse", "ship", "truck"]

path = sys.argv[1] if len(sys.argv) > 1 else "test"
files = sorted(os.listdir(path))
img_width, img_height = 32, 32

test_model = load_model("cifar10.h5")

with open("predictions.csv", "w") as out:
    out.write("file,label,prob\n")
    for file in files:
        img = load_img(os.path.join(path, file), target_size=(img_width, img_height))
        x = img_to_array(img) / 255.0
        x = np.expand_dims(x, axis=0)
        res = test_model.predict(x, verbose=0)
        idx = int(np.argmax(res, axis=1)[0])
        out.write(f"{file},{CLASSES[idx]},{res[0, idx]:.4f}\n")
        print(file, CLASSES[idx])
