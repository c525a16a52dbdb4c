import numpy as np
from keras import backend as K
from keras.layers import Input, Conv2D, MaxPooling2D, Permute, TimeDistributed, Flatten
from keras.layers import Bidirectional, GRU, Dense
from keras.models import Model

from . import keys

characters = keys.alphabet + u' '
nclass = len(characters) + 1


def get_model(height=32, nclass=nclass):
    inp = Input(shape=(height, None, 1), name='the_input')
    x = Conv2D(64, 3, padding='same', activation='relu')(inp)
    x = MaxPooling2D((2, 2))(x)
    x = Conv2D(128, 3, padding='same', activation='relu')(x)
    x = MaxPooling2D((2, 2))(x)
    x = Conv2D(256, 3, padding='same', activation='relu')(x)
    x = MaxPooling2D((8, 1))(x)
    x = Permute((2, 1, 3))(x)
    x = TimeDistributed(Flatten())(x)
    x = Bidirectional(GRU(256, return_sequences=True))(x)
    y_pred = Dense(nclass, activation='softmax')(x)
    basemodel = Model(inputs=inp, outputs=y_pred)
    return basemodel


basemodel = get_model()
basemodel.load_weights('ocr/ocr0.2.h5')


def predict(im):
    """Recognise one cropped text line (grayscale, height 32)."""
    X = im.astype(np.float32) / 255.0 - 0.5
    X = X.reshape((1, 32, -1, 1))
    y_pred = basemodel.predict(X)[:, 2:, :]
    out = K.get_value(K.ctc_decode(y_pred, input_length=np.ones(y_pred.shape[0]) * y_pred.shape[1])[0][0])[:, :]
    return u''.join(characters[c] for c in out[0] if 0 <= c < len(characters))
