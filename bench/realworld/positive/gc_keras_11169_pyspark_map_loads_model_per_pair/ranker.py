"""DNN ranker used by the scoring job: concatenated user/item embeddings -> click score."""
import numpy as np
from tensorflow.keras.models import load_model

MODEL_FILE = "best_model.h5"


def _features(user_embed, item_embed):
    feats = np.concatenate([np.asarray(user_embed, dtype="float32"),
                            np.asarray(item_embed, dtype="float32")])
    return feats[np.newaxis, :]


def inference(user_embed, item_embed):
    dnn_model = load_model(MODEL_FILE, compile=False)
    infer = dnn_model.predict(_features(user_embed, item_embed), verbose=0, steps=1)
    return float(infer[0][0])
