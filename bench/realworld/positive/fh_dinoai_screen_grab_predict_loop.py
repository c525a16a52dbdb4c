# source: https://github.com/FrancoCerquetti/DinoAI/blob/HEAD/dinoAI.py
# symptom: a Chrome-dino bot grabs the screen and calls model.predict on one frame every 0.1 s in a while True loop; each call sets up a whole prediction loop (slow, and memory grew per call on TF 2.x releases of the time)
# expect: TFM008 32
# note: module-level script as in the repository, which also imports scikit-learn's train_test_split left over from training; the model comes from keras load_model
import time

import cv2
import keyboard
import mss
import numpy as np
from keras.models import load_model
from sklearn.model_selection import train_test_split

net = load_model("./model/dino_cnn.h5")
grabber = mss.mss()
REGION = {"top": 240, "left": 580, "width": 320, "height": 140}


def grab_state():
    raw = np.array(grabber.grab(REGION))
    gray = cv2.cvtColor(raw, cv2.COLOR_BGRA2GRAY)
    small = cv2.resize(gray, (80, 80))
    return small.reshape(1, 80, 80, 1) / 255.0


def jump():
    keyboard.press_and_release("space")


while True:
    state = grab_state()
    score = net.predict(state)
    if score[0][0] > 0.5:
        jump()
    time.sleep(0.1)
