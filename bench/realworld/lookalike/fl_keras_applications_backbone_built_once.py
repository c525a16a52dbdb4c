# source: https://keras.io/api/applications/
# note: feature extraction as in the Keras applications guide: the ImageNet backbone is instantiated once at import time and the images are stacked into batches, so the per-image loop only preprocesses files and each batch goes through one direct model call
import glob

import numpy as np
import tensorflow as tf
from tensorflow.keras.applications.resnet50 import ResNet50, preprocess_input

backbone = ResNet50(weights="imagenet", include_top=False, pooling="avg")


def load(path):
    img = tf.keras.utils.load_img(path, target_size=(224, 224))
    return tf.keras.utils.img_to_array(img)


def extract_features(paths, batch_size=32):
    features = []
    for start in range(0, len(paths), batch_size):
        batch = np.stack([load(p) for p in paths[start:start + batch_size]])
        features.append(backbone(preprocess_input(batch), training=False).numpy())
    return np.concatenate(features)


feats = extract_features(sorted(glob.glob("dog_images/test/*/*.jpg")))
np.save("bottleneck_resnet50.npy", feats)
