import numpy as np
import librosa

from models import load_audio_embedding_model

TARGET_SR = 48000


def _frames(audio, hop_size):
    frame_len = TARGET_SR
    hop_len = int(hop_size * TARGET_SR)
    audio = np.pad(audio, (frame_len // 2, frame_len // 2), mode="constant")
    n_frames = 1 + max(0, (len(audio) - frame_len) // hop_len)
    return np.stack([audio[i * hop_len:i * hop_len + frame_len] for i in range(n_frames)])


def _mel(frames, n_mels):
    specs = [librosa.power_to_db(librosa.feature.melspectrogram(y=f, sr=TARGET_SR, n_fft=2048,
                                                                hop_length=242, n_mels=n_mels))
             for f in frames]
    return np.asarray(specs, dtype=np.float32)[..., None]


def get_audio_embedding(audio, sr, model=None, input_repr="mel256", content_type="music",
                        embedding_size=6144, hop_size=0.1, batch_size=32):
    if model is None:
        model = load_audio_embedding_model(input_repr, content_type, embedding_size)
    if audio.ndim == 2:
        audio = np.mean(audio, axis=1)
    if sr != TARGET_SR:
        audio = librosa.resample(audio, orig_sr=sr, target_sr=TARGET_SR)
    frames = _frames(audio, hop_size)
    features = _mel(frames, 256 if input_repr == "mel256" else 128)
    embedding = model.predict(features, batch_size=batch_size, verbose=0)
    timestamps = np.arange(embedding.shape[0]) * hop_size
    return embedding, timestamps
