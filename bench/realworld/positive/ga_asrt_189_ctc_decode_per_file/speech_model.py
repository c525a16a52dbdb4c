import numpy as np
from keras import backend as K
from keras.layers import (Activation, BatchNormalization, Conv2D, Dense, Input,
                          MaxPooling2D, Reshape)
from keras.models import Model

from features import get_frequency_features

AUDIO_LENGTH = 1600
AUDIO_FEATURE_LENGTH = 200
LABEL_COUNT = 1428


class ModelSpeech:
    def __init__(self, datapath="dataset/"):
        self.datapath = datapath
        self.base_model = self._build()

    def _build(self):
        inputs = Input(name="the_input", shape=(AUDIO_LENGTH, AUDIO_FEATURE_LENGTH, 1))
        x = inputs
        for filters in (32, 64, 128, 128):
            x = Conv2D(filters, (3, 3), padding="same", kernel_initializer="he_normal")(x)
            x = BatchNormalization()(x)
            x = Activation("relu")(x)
            x = MaxPooling2D(pool_size=(2, 1) if filters == 128 else (2, 2))(x)
        x = Reshape((200, 3200))(x)
        x = Dense(128, activation="relu")(x)
        y_pred = Dense(LABEL_COUNT, activation="softmax", name="y_pred")(x)
        return Model(inputs=inputs, outputs=y_pred)

    def load_weights(self, filename):
        self.base_model.load_weights(filename)

    def recognize_speech(self, wav_signal, fs):
        data_input = get_frequency_features(wav_signal, fs)
        input_length = min(len(data_input) // 8, 200)
        data_input = np.array(data_input, dtype=np.float32)
        data_input = data_input.reshape(data_input.shape[0], data_input.shape[1], 1)
        return self.predict(data_input, input_length)

    def predict(self, data_input, input_len):
        batch_size = 1
        in_len = np.zeros((batch_size,), dtype=np.int32)
        in_len[0] = input_len
        x_in = np.zeros((batch_size, AUDIO_LENGTH, AUDIO_FEATURE_LENGTH, 1), dtype=np.float32)
        x_in[0, :len(data_input)] = data_input[:AUDIO_LENGTH]

        base_pred = self.base_model.predict(x_in)
        base_pred = base_pred[:, :, :]
        r = K.ctc_decode(base_pred, in_len, greedy=True, beam_width=100, top_paths=1)
        r1 = r[0][0].eval(session=K.get_session())
        return r1[0]
