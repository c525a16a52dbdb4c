# source: https://github.com/sajithm/nsfw-v1/issues/1
# symptom: the reporter moves the repository's single-image classifier to video: every 30th frame of the capture is classified while the video plays, one predict call per analysed frame
# expect: TFM008 34
# note: written the way the report's script is: star imports from keras.models and keras.preprocessing.image, the model loaded once with load_model at module level, and a while True capture loop that calls classifier.predict on a one-frame batch
import os

import cv2
import numpy as np
from keras.models import *
from keras.preprocessing.image import *

MODEL_PATH = "model.hdf5"
IMAGE_LENGTH = 192
FRAME_STEP = 30
LABELS = ["nsfw", "sfw"]

classifier = load_model(MODEL_PATH)

video_name = input("Video name? ")
capture = cv2.VideoCapture(video_name)
out_dir = os.path.splitext(video_name)[0]
os.makedirs(out_dir, exist_ok=True)

current_frame = 0
flagged = []
while True:
    ok, frame = capture.read()
    if not ok:
        break
    if current_frame % FRAME_STEP == 0:
        rgb = cv2.cvtColor(frame, cv2.COLOR_BGR2RGB)
        resized = cv2.resize(rgb, (IMAGE_LENGTH, IMAGE_LENGTH))
        x = img_to_array(resized) / 255.0
        probabilities = classifier.predict(np.expand_dims(x, axis=0))[0]
        label = LABELS[int(np.argmax(probabilities))]
        if label == "nsfw":
            flagged.append(current_frame)
            cv2.imwrite(os.path.join(out_dir, f"frame{current_frame}.jpg"), frame)
        print(current_frame, label, probabilities)
    current_frame += 1

capture.release()
print("frames flagged:", flagged)
