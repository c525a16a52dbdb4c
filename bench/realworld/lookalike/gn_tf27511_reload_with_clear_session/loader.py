"""Hot-reload helper for the scoring worker."""
import logging

import tensorflow as tf
from tensorflow.keras import backend as K

log = logging.getLogger(__name__)


def load_fresh(model_path):
    K.clear_session()
    model = tf.keras.models.load_model(model_path, compile=False)
    log.info("reloaded %s (%d params)", model_path, model.count_params())
    return model


def score(model, batch):
    return model(batch, training=False).numpy()
