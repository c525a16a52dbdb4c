"""Greedy CTC decoding helpers for the captcha recogniser (Keras 2.x / TF1 backend)."""
import numpy as np
from keras import backend as K

CHARSET = "0123456789abcdefghijklmnopqrstuvwxyz"


def labels_to_text(labels):
    return "".join(CHARSET[i] for i in labels if 0 <= i < len(CHARSET))


class GreedyDecoder(object):
    def __init__(self, base_model, downsample=4):
        self.base_model = base_model
        self.downsample = downsample
        self.session = K.get_session()

    def decode_batch(self, images):
        preds = self.base_model.predict_on_batch(images)
        steps = preds.shape[1]
        input_len = np.full((preds.shape[0],), steps, dtype=np.int32)
        decoded, _ = K.ctc_decode(preds, input_length=input_len, greedy=True)
        dense = self.session.run(decoded[0])
        return [labels_to_text(row) for row in dense]
