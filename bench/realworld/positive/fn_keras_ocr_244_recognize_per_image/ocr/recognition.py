import cv2
import numpy as np
import tensorflow as tf

ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz"


class Recognizer:
    def __init__(self, weights_path="weights/crnn_kurapan.h5"):
        inp = tf.keras.Input((31, 200, 1))
        x = tf.keras.layers.Conv2D(64, 3, padding="same", activation="relu")(inp)
        x = tf.keras.layers.MaxPooling2D((2, 2))(x)
        x = tf.keras.layers.Reshape((100, -1))(x)
        x = tf.keras.layers.Bidirectional(tf.keras.layers.LSTM(128, return_sequences=True))(x)
        out = tf.keras.layers.Dense(len(ALPHABET) + 1, activation="softmax")(x)
        self.prediction_model = tf.keras.Model(inp, out)
        self.prediction_model.load_weights(weights_path)

    def recognize(self, image, boxes):
        crops = []
        for (x, y, w, h) in boxes:
            crop = cv2.cvtColor(image[y:y + h, x:x + w], cv2.COLOR_RGB2GRAY)
            crops.append(cv2.resize(crop, (200, 31))[..., None] / 255.0)
        if not crops:
            return []
        probs = self.prediction_model.predict(np.stack(crops).astype("float32"))
        words = []
        for seq in probs.argmax(axis=-1):
            words.append("".join(ALPHABET[i] for i in seq if i < len(ALPHABET)))
        return list(zip(words, boxes))
