# source: https://github.com/serengil/deepface/pull/857
# note: the merged fix: represent() calls the Keras model directly, model(img, training=False), instead of model.predict(img) inside the per-image loop; the model is built once at module level, so neither predict nor model construction happens per iteration
import os
import sys

import cv2
import numpy as np
import tensorflow as tf

MODEL = tf.keras.models.load_model("weights/facenet512.h5", compile=False)
TARGET_SIZE = MODEL.input_shape[1:3]


def preprocess(path):
    img = cv2.imread(path)[:, :, ::-1]
    img = cv2.resize(img, TARGET_SIZE[::-1]).astype(np.float32)
    img = (img - img.mean()) / max(img.std(), 1e-6)
    return img[None, ...]


def represent(path):
    embedding = MODEL(preprocess(path), training=False)
    return embedding.numpy()[0].tolist()


if __name__ == "__main__":
    folder = sys.argv[1]
    embeddings = {}
    for name in sorted(os.listdir(folder)):
        if name.lower().endswith((".jpg", ".png")):
            embeddings[name] = represent(os.path.join(folder, name))
    np.save("embeddings.npy", embeddings)
