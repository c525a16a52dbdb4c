import os

import numpy as np
from skimage.util import view_as_windows
from tensorflow import keras

from .features import media2feats


def _get_patches(mspec, w=68, step=2):
    h = mspec.shape[1]
    data = view_as_windows(mspec, (w, h), step=step).reshape(-1, w * h)
    data = (data - data.mean(axis=1, keepdims=True)) / (data.std(axis=1, keepdims=True) + 1e-8)
    return data.reshape(-1, w, h)


def _runs(labels):
    out, start = [], 0
    for i in range(1, len(labels) + 1):
        if i == len(labels) or labels[i] != labels[start]:
            out.append((labels[start], start, i))
            start = i
    return out


class DnnSegmenter:
    outlabels = ()
    model_fname = None
    nmel = 24

    def __init__(self, batch_size):
        here = os.path.dirname(os.path.realpath(__file__))
        self.nn = keras.models.load_model(os.path.join(here, self.model_fname), compile=False)
        self.batch_size = batch_size

    def __call__(self, mspec):
        patches = _get_patches(mspec[:, : self.nmel])
        scores = []
        for start in range(0, len(patches), self.batch_size):
            chunk = patches[start:start + self.batch_size]
            # model.predict leaked memory over long batches of files; calling the model does not
            scores.append(self.nn(chunk, training=False).numpy())
        labels = np.concatenate(scores).argmax(axis=1)
        return [(self.outlabels[lab], a, b) for lab, a, b in _runs(labels)]


class SpeechMusicNoise(DnnSegmenter):
    outlabels = ("speech", "music", "noise")
    model_fname = "keras_speech_music_noise_cnn.hdf5"
    nmel = 21


class Segmenter:
    def __init__(self, batch_size=1024, ffmpeg="ffmpeg"):
        self.ffmpeg = ffmpeg
        self.vad = SpeechMusicNoise(batch_size)

    def __call__(self, medianame):
        mspec, loge, difflen = media2feats(medianame, self.ffmpeg)
        return [(lab, a * 0.02, b * 0.02) for lab, a, b in self.vad(mspec)]
