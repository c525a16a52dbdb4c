import cv2
import numpy as np
from tensorflow.keras.applications.resnet50 import ResNet50, decode_predictions, preprocess_input
from tensorflow.keras.preprocessing import image as kimage


def load_for_resnet(image_path):
    img = kimage.load_img(image_path, target_size=(224, 224))
    x = kimage.img_to_array(img)
    return preprocess_input(np.expand_dims(x, axis=0))


def annotate(frame, label, score):
    text = "{} {:.1%}".format(label, score)
    cv2.putText(frame, text, (10, 30), cv2.FONT_HERSHEY_SIMPLEX, 1.0, (0, 255, 0), 2)
    return frame


def process_image(image_path, output_path):
    model = ResNet50(weights="imagenet")
    preds = model.predict(load_for_resnet(image_path))
    _, label, score = decode_predictions(preds, top=1)[0][0]
    frame = cv2.imread(image_path)
    cv2.imwrite(output_path, annotate(frame, label, score))
    return label
