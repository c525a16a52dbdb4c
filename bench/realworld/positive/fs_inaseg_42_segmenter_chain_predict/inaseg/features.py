import numpy as np
import soundfile as sf
from scipy.signal import stft


def media2feats(path, nbands=21):
    """Log-mel-like spectrogram and a coarse energy mask for one file."""
    signal, sr = sf.read(path)
    if signal.ndim > 1:
        signal = signal.mean(axis=1)
    _, _, spec = stft(signal, fs=sr, nperseg=400, noverlap=240)
    mspec = np.log1p(np.abs(spec[:nbands * 8:8]).T).astype(np.float32)
    energy = mspec.sum(axis=1)
    return mspec, energy > np.percentile(energy, 10)


def sliding_windows(mspec, start, stop, width=68):
    pad = np.pad(mspec, ((width // 2, width // 2), (0, 0)), mode="edge")
    return np.stack([pad[i:i + width] for i in range(start, stop)])[..., np.newaxis]
