import cv2
import numpy as np
from keras import backend as K
from keras.layers import GRU, Bidirectional, Conv2D, Dense, Input, MaxPooling2D, Permute, TimeDistributed, Flatten
from keras.models import Model

from ocr.charset import ALPHABET


def build_crnn(img_h=32, n_classes=len(ALPHABET) + 1):
    inp = Input(shape=(img_h, None, 1), name="the_input")
    x = Conv2D(64, 3, padding="same", activation="relu")(inp)
    x = MaxPooling2D((2, 2))(x)
    x = Conv2D(128, 3, padding="same", activation="relu")(x)
    x = MaxPooling2D((2, 1))(x)
    x = Permute((2, 1, 3))(x)
    x = TimeDistributed(Flatten())(x)
    x = Bidirectional(GRU(128, return_sequences=True))(x)
    out = Dense(n_classes, activation="softmax", name="out")(x)
    return Model(inp, out)


class CRNNRecognizer(object):
    def __init__(self, weights_path, img_h=32):
        self.img_h = img_h
        self.basemodel = build_crnn(img_h)
        self.basemodel.load_weights(weights_path)

    def _prepare(self, crop):
        h, w = crop.shape[:2]
        new_w = max(8, int(w * self.img_h / float(h)))
        resized = cv2.resize(crop, (new_w, self.img_h))
        return resized.astype("float32")[None, :, :, None] / 255.0

    def read_line(self, crop):
        x = self._prepare(crop)
        y_pred = self.basemodel.predict(x)
        seq_len = np.ones(y_pred.shape[0]) * y_pred.shape[1]
        best = K.get_value(K.ctc_decode(y_pred, input_length=seq_len, greedy=True)[0][0])
        return "".join(ALPHABET[i] for i in best[0] if 0 <= i < len(ALPHABET))
