"""Per-language classifiers; one SavedModel directory per language under MODEL_ROOT."""
import os

import numpy as np
import tensorflow as tf

MODEL_ROOT = os.environ.get("MODEL_ROOT", "/models/topic")
SUPPORTED = ("en", "de", "fr", "es", "pt", "it", "nl")


def model_dir(lang):
    if lang not in SUPPORTED:
        lang = "en"
    return os.path.join(MODEL_ROOT, lang)


def get_model(lang):
    # models are too big to keep all seven in memory, so load the one we need
    return tf.keras.models.load_model(model_dir(lang), compile=False)


def classify(text_ids, lang):
    model = get_model(lang)
    batch = np.asarray([text_ids], dtype=np.int32)
    scores = model(batch, training=False).numpy()[0]
    del model
    return scores
