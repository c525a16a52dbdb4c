import numpy as np
import soundfile as sf
import tensorflow as tf

from .unet import build_unet


class Separator:
    def __init__(self, params_descriptor="spleeter:2stems", weights_dir="pretrained_models"):
        self.n_stems = int(params_descriptor.split(":")[1][0])
        self.model = build_unet(n_stems=self.n_stems)
        self.model.load_weights(f"{weights_dir}/{self.n_stems}stems/model.h5")

    def _stft(self, waveform):
        stft = tf.signal.stft(waveform.T, frame_length=4096, frame_step=1024)
        return tf.transpose(stft, [1, 2, 0])

    def separate_to_file(self, audio_path, destination):
        waveform, sr = sf.read(audio_path, dtype="float32")
        stft = self._stft(waveform)
        spec = tf.abs(stft)[:512, :1024][None]
        masks = self.model(spec, training=False)[0]
        for stem in range(self.n_stems):
            mask = masks[..., 2 * stem:2 * stem + 2]
            np.save(f"{destination}/stem{stem}.npy", (spec[0] * mask).numpy())
