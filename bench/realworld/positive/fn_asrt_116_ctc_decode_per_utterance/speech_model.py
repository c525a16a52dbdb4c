import numpy as np
from keras import backend as K
from keras.layers import Activation, Conv2D, Dense, Input, MaxPooling2D, Reshape
from keras.models import Model

from features import spectrogram

AUDIO_LENGTH = 1600
FEATURE_DIM = 200
N_CLASSES = 1424


class ModelSpeech(object):
    def __init__(self, weights_path):
        self.base_model = self._build()
        self.base_model.load_weights(weights_path)

    def _build(self):
        inp = Input(shape=(AUDIO_LENGTH, FEATURE_DIM, 1))
        x = Conv2D(32, 3, padding="same", activation="relu")(inp)
        x = MaxPooling2D(pool_size=(2, 2))(x)
        x = Conv2D(64, 3, padding="same", activation="relu")(x)
        x = MaxPooling2D(pool_size=(4, 2))(x)
        x = Reshape((200, 25 * 64))(x)
        out = Activation("softmax")(Dense(N_CLASSES)(x))
        return Model(inputs=inp, outputs=out)

    def recognize(self, wav_path):
        feats = spectrogram(wav_path)[:AUDIO_LENGTH]
        x = np.zeros((1, AUDIO_LENGTH, FEATURE_DIM, 1), dtype=np.float32)
        x[0, : len(feats), :, 0] = feats
        base_pred = self.base_model.predict(x)
        in_len = np.array([base_pred.shape[1]], dtype=np.int32)
        decoded, _ = K.ctc_decode(base_pred, in_len, greedy=True, beam_width=100, top_paths=1)
        ids = K.get_value(decoded[0])[0]
        return [int(i) for i in ids if i != -1]
