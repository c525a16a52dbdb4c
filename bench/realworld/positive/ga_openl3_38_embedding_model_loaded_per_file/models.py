import os

from tensorflow.keras import layers
from tensorflow.keras.models import Model

WEIGHTS_DIR = os.path.join(os.path.dirname(__file__), "weights")


def _conv_block(x, filters, pool):
    x = layers.Conv2D(filters, (3, 3), padding="same", kernel_initializer="he_normal")(x)
    x = layers.BatchNormalization()(x)
    x = layers.Activation("relu")(x)
    x = layers.Conv2D(filters, (3, 3), padding="same", kernel_initializer="he_normal")(x)
    x = layers.BatchNormalization()(x)
    x = layers.Activation("relu")(x)
    if pool:
        x = layers.MaxPooling2D(pool_size=pool)(x)
    return x


def load_audio_embedding_model(input_repr="mel256", content_type="music", embedding_size=6144):
    n_mels = 256 if input_repr == "mel256" else 128
    x_in = layers.Input(shape=(n_mels, 199, 1), dtype="float32")
    x = layers.BatchNormalization()(x_in)
    x = _conv_block(x, 64, (2, 2))
    x = _conv_block(x, 128, (2, 2))
    x = _conv_block(x, 256, (2, 2))
    x = _conv_block(x, 512, None)
    pool_size = {6144: (8, 8), 512: (32, 24)}[embedding_size]
    y = layers.MaxPooling2D(pool_size=pool_size, padding="same")(x)
    y = layers.Flatten()(y)

    model = Model(inputs=x_in, outputs=y)
    weights = os.path.join(WEIGHTS_DIR, "openl3_audio_%s_%s.h5" % (input_repr, content_type))
    model.load_weights(weights, by_name=True, skip_mismatch=True)
    return model
