import string

import numpy as np
from keras import backend as K
from keras.layers import Input, Conv2D, MaxPooling2D, Reshape, Dense, GRU, Bidirectional
from keras.models import Model

CHARS = string.digits + string.ascii_uppercase
WIDTH, HEIGHT = 170, 80


def build_base_model():
    inp = Input((WIDTH, HEIGHT, 3))
    x = inp
    for filters in (32, 64, 128):
        x = Conv2D(filters, 3, padding="same", activation="relu")(x)
        x = MaxPooling2D((2, 2))(x)
    x = Reshape((WIDTH // 8, (HEIGHT // 8) * 128))(x)
    x = Bidirectional(GRU(128, return_sequences=True))(x)
    out = Dense(len(CHARS) + 1, activation="softmax")(x)
    return Model(inp, out)


class CaptchaRecognizer:
    def __init__(self, weights):
        self.model = build_base_model()
        self.model.load_weights(weights)
        self.sess = K.get_session()

    def decode(self, image):
        x = np.expand_dims(image.transpose(1, 0, 2).astype(np.float32) / 255.0, 0)
        y_pred = self.model.predict_on_batch(x)
        input_length = np.ones(y_pred.shape[0]) * y_pred.shape[1]
        decoded, _ = K.ctc_decode(y_pred, input_length, greedy=True)
        labels = self.sess.run(decoded[0])
        return "".join(CHARS[i] for i in labels[0] if 0 <= i < len(CHARS))
