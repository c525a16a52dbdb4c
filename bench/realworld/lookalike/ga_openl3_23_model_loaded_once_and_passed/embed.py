import numpy as np
import librosa
import tensorflow as tf
from tensorflow.keras import layers

TARGET_SR = 48000


def load_audio_embedding_model(content_type="music", embedding_size=512, weights_dir="weights"):
    x_in = layers.Input(shape=(256, 199, 1))
    x = layers.BatchNormalization()(x_in)
    for filters in (64, 128, 256, 512):
        x = layers.Conv2D(filters, 3, padding="same", activation="relu")(x)
        x = layers.Conv2D(filters, 3, padding="same", activation="relu")(x)
        if filters != 512:
            x = layers.MaxPooling2D(2)(x)
    y = layers.Flatten()(layers.MaxPooling2D((32, 24), padding="same")(x))
    model = tf.keras.Model(inputs=x_in, outputs=y)
    model.load_weights("%s/openl3_audio_mel256_%s.h5" % (weights_dir, content_type), by_name=True)
    return model


def get_audio_embedding(audio, sr, model=None, hop_size=0.1, batch_size=32):
    if model is None:
        model = load_audio_embedding_model()
    if sr != TARGET_SR:
        audio = librosa.resample(audio, orig_sr=sr, target_sr=TARGET_SR)
    hop = int(hop_size * TARGET_SR)
    audio = np.pad(audio, (TARGET_SR // 2, TARGET_SR // 2))
    frames = [audio[i:i + TARGET_SR] for i in range(0, len(audio) - TARGET_SR + 1, hop)]
    mels = np.stack([librosa.power_to_db(librosa.feature.melspectrogram(y=f, sr=TARGET_SR, n_mels=256,
                                                                        hop_length=242)) for f in frames])
    embedding = model.predict_on_batch(mels[..., None].astype(np.float32)) if len(mels) <= batch_size \
        else np.concatenate([model.predict_on_batch(mels[i:i + batch_size, ..., None].astype(np.float32))
                             for i in range(0, len(mels), batch_size)])
    return embedding, np.arange(len(frames)) * hop_size
