import numpy as np
from tensorflow import keras

_model = None


def _build_facenet(weights="facenet512_weights.h5"):
    base = keras.applications.InceptionResNetV2(include_top=False, pooling="avg", input_shape=(160, 160, 3))
    emb = keras.layers.Dense(512, use_bias=False, name="embedding")(base.output)
    net = keras.Model(base.input, emb)
    net.load_weights(weights)
    return net


def get_model():
    global _model
    if _model is None:
        _model = _build_facenet()
    return _model


def represent(face):
    img = np.expand_dims(face.astype("float32") / 127.5 - 1.0, axis=0)
    return get_model().predict(img)[0]
