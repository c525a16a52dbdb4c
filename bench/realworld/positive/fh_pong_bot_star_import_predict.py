# source: https://github.com/Jimut123/pong_test/blob/HEAD/cnn_implementation/COLAB/testing.py
# symptom: a Pong-playing CNN predicts the next move from each screen grab with model.predict inside while(True); frames per second drop the longer it runs
# expect: TFM008 19
# note: snippet style with star imports from keras; the play loop is in main(), which the script calls at module level
from keras.models import *
import cv2
import numpy as np
import pyautogui
import pyscreenshot as ImageGrab

paddle_net = load_model("pong_cnn.h5")


def main():
    while True:
        screen = ImageGrab.grab(bbox=(390, 290, 990, 695))
        screen = cv2.cvtColor(np.float32(screen), cv2.COLOR_BGR2GRAY)
        screen = cv2.resize(screen, (64, 64))[np.newaxis, :, :, np.newaxis]
        move = paddle_net.predict(screen).argmax(axis=-1)[0]
        pyautogui.keyUp("down" if move == 0 else "up")
        pyautogui.keyDown("up" if move == 0 else "down")


main()
