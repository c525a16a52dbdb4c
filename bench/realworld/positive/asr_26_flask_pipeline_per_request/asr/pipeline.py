import os

import numpy as np
import tensorflow as tf

from .audio import read_audio

MODELS_DIR = os.environ.get("ASR_MODELS", os.path.expanduser("~/.asr/models"))
ALPHABET = " abcdefghijklmnopqrstuvwxyz'"


def spectrogram(audio, frame_length=320, frame_step=160):
    stft = tf.signal.stft(audio, frame_length=frame_length, frame_step=frame_step)
    return tf.math.log(tf.abs(stft) + 1e-6)


class CTCPipeline:
    def __init__(self, model, alphabet=ALPHABET):
        self.model = model
        self.alphabet = alphabet

    def decode(self, logits):
        best = np.argmax(logits, axis=-1)
        chars, prev = [], None
        for index in best:
            if index != prev and index < len(self.alphabet):
                chars.append(self.alphabet[index])
            prev = index
        return "".join(chars)

    def predict(self, batch):
        features = tf.ragged.stack([spectrogram(sample) for sample in batch]).to_tensor()
        logits = self.model(features, training=False).numpy()
        return [self.decode(row) for row in logits]


def load(name, lang="en"):
    path = os.path.join(MODELS_DIR, f"{name}-{lang}.h5")
    model = tf.keras.models.load_model(path, compile=False)
    return CTCPipeline(model)
