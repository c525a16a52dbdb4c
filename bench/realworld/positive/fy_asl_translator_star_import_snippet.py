# source: https://github.com/We-Gold/ASL-Translator/blob/HEAD/test.py
# symptom: (repository test script, no issue filed) one model.predict call per validation image in a loop: slow per-image inference, memory growth on older TF 2.x
# expect: TFM008 32
import os
import numpy as np
from tensorflow.keras.models import *
from tensorflow.keras.preprocessing.image import *

LETTERS_DIR = "data/validation"
IMG_SIZE = (200, 200)

model = load_model("model.h5")
class_names = sorted(os.listdir("data/train"))


def load_image(img_path):
    img = load_img(img_path, target_size=IMG_SIZE)
    img_tensor = img_to_array(img)
    img_tensor = np.expand_dims(img_tensor, axis=0)
    img_tensor /= 255.
    return img_tensor


correct = 0
val_dir = sorted(os.listdir(LETTERS_DIR))
for i in range(len(val_dir)):
    letter = val_dir[i]
    path = os.path.join(LETTERS_DIR, letter, letter + "_test.jpg")
    if not os.path.exists(path):
        continue
    x = load_image(path)
    probs = model.predict(x)
    guess = class_names[int(np.argmax(probs))]
    correct += int(guess == letter)
    print(letter, "->", guess)
print("accuracy:", correct / max(len(val_dir), 1))
