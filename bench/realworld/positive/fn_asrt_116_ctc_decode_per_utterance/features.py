import numpy as np
import scipy.io.wavfile as wav


def spectrogram(path, window=400, step=160, n_fft=400):
    rate, signal = wav.read(path)
    signal = signal.astype(np.float32)
    frames = []
    for start in range(0, len(signal) - window, step):
        chunk = signal[start:start + window] * np.hamming(window)
        frames.append(np.log1p(np.abs(np.fft.rfft(chunk, n=n_fft))[:200]))
    return np.array(frames, dtype=np.float32)
