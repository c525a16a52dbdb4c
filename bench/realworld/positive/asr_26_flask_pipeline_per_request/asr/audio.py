import numpy as np
import soundfile as sf


def read_audio(path, sample_rate=16000):
    data, sr = sf.read(path, dtype="float32")
    if sr != sample_rate:
        raise ValueError(f"expected {sample_rate} Hz audio, got {sr} Hz")
    if data.ndim > 1:
        data = data.mean(axis=1)
    return data.astype(np.float32)
