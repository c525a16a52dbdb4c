import json
import time

import cv2
import pandas as pd

from ocr import Pipeline

image_df = pd.read_csv("data/images.csv")
pipeline = Pipeline()

list_of_wc = []
list_of_words = []
t0 = time.time()
for k, img_name in enumerate(image_df.image_name):
    if k % 500 == 0:
        print(time.time() - t0, k)
    img = cv2.cvtColor(cv2.imread("data/images/" + img_name), cv2.COLOR_BGR2RGB)
    prediction_groups = pipeline.recognize([img])
    list_of_wc.append(len(prediction_groups[0]))
    list_of_words.append([word for word, _ in prediction_groups[0]])

with open("kerasocr_words.json", "w") as f:
    json.dump({"word_count": list_of_wc, "words": list_of_words}, f)
