import numpy as np
import tensorflow as tf
import tensorflow_hub as hub

IMAGE_DIM = 224
CATEGORIES = ["drawings", "hentai", "neutral", "porn", "sexy"]


def load_model(model_path):
    return tf.keras.models.load_model(model_path, custom_objects={"KerasLayer": hub.KerasLayer}, compile=False)


def load_images(paths, image_size=IMAGE_DIM):
    images = []
    for path in paths:
        img = tf.keras.preprocessing.image.load_img(path, target_size=(image_size, image_size))
        images.append(tf.keras.preprocessing.image.img_to_array(img) / 255.0)
    return np.asarray(images)


def classify_nd(model, nd_images):
    probs = model.predict(nd_images)
    return [dict(zip(CATEGORIES, map(float, row))) for row in probs]


def classify(model, paths):
    return classify_nd(model, load_images(paths))
