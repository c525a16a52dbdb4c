import numpy as np
from tensorflow import keras

from .features import media2feats, sliding_windows


class DnnSegmenter:
    """Runs a CNN over the frames of every segment labelled `inlabel`."""

    def __init__(self, model_path, outlabels, inlabel, batch_size=1024):
        self.nn = keras.models.load_model(model_path, compile=False)
        self.outlabels = outlabels
        self.inlabel = inlabel
        self.batch_size = batch_size

    def __call__(self, mspec, lseg):
        ret = []
        for lab, start, stop in lseg:
            if lab != self.inlabel:
                ret.append((lab, start, stop))
                continue
            batch = sliding_windows(mspec, start, stop)
            rawpred = self.nn.predict(batch, batch_size=self.batch_size, verbose=0)
            for i, pred in enumerate(np.argmax(rawpred, axis=1)):
                ret.append((self.outlabels[pred], start + i, start + i + 1))
        return ret


class Segmenter:
    def __init__(self, vad_path="keras_speech_music_cnn.hdf5", gender_path="keras_male_female_cnn.hdf5"):
        self.vad = DnnSegmenter(vad_path, ("speech", "music"), "energy")
        self.gender = DnnSegmenter(gender_path, ("female", "male"), "speech")

    def segment_feats(self, mspec, loge):
        lseg = [("energy" if e else "noEnergy", i, i + 1) for i, e in enumerate(loge)]
        lseg = self.vad(mspec, lseg)
        return self.gender(mspec, lseg)

    def __call__(self, medianame):
        mspec, loge = media2feats(medianame)
        return self.segment_feats(mspec, loge)
