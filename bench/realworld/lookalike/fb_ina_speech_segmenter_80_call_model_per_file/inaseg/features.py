import subprocess
import tempfile

import numpy as np
import soundfile as sf
from python_speech_features import logfbank


def media2feats(medianame, ffmpeg="ffmpeg"):
    with tempfile.NamedTemporaryFile(suffix=".wav") as tmp:
        subprocess.run([ffmpeg, "-y", "-i", medianame, "-ar", "16000", "-ac", "1", tmp.name], check=True, capture_output=True)
        signal, rate = sf.read(tmp.name)
    mspec = logfbank(signal, rate, winlen=0.025, winstep=0.01, nfilt=24)
    loge = np.log(np.maximum((signal[: len(mspec) * 160].reshape(-1, 160) ** 2).sum(axis=1), 1e-10))
    return mspec.astype(np.float32), loge, max(0, 68 - len(mspec))
