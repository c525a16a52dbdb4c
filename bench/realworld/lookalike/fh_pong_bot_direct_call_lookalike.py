# source: https://github.com/Jimut123/pong_test/blob/HEAD/cnn_implementation/COLAB/testing.py
# symptom: none: the per-frame inference calls the model directly
# note: the same screen-grab loop as the bot, with the per-frame model.predict replaced by calling the model on the frame (training=False), the form TensorFlow recommends for small inputs in a loop
import cv2
import numpy as np
import pyautogui
import pyscreenshot as ImageGrab
from keras.models import load_model

paddle_net = load_model("pong_cnn.h5")


def main():
    while True:
        screen = ImageGrab.grab(bbox=(390, 290, 990, 695))
        screen = cv2.cvtColor(np.float32(screen), cv2.COLOR_BGR2GRAY)
        screen = cv2.resize(screen, (64, 64))[np.newaxis, :, :, np.newaxis]
        probs = paddle_net(screen, training=False)
        move = int(np.argmax(probs[0]))
        pyautogui.keyUp("down" if move == 0 else "up")
        pyautogui.keyDown("up" if move == 0 else "down")


main()
