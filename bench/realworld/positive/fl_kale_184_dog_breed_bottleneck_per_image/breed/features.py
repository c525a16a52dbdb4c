import numpy as np
from tensorflow.keras.applications.resnet50 import ResNet50, preprocess_input
from tensorflow.keras.preprocessing import image


def path_to_tensor(img_path):
    img = image.load_img(img_path, target_size=(224, 224))
    return np.expand_dims(image.img_to_array(img), axis=0)


def extract_resnet50(tensor):
    backbone = ResNet50(weights="imagenet", include_top=False)
    return backbone.predict(preprocess_input(tensor))
