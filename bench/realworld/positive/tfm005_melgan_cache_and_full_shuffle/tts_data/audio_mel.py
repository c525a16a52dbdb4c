import glob
import os

import numpy as np
import tensorflow as tf


class AudioMelDataset:
    def __init__(self, root_dir, audio_query="*-wave.npy", mel_query="*-raw-feats.npy", mel_length_threshold=0):
        self.audio_files = sorted(glob.glob(os.path.join(root_dir, "**", audio_query), recursive=True))
        self.mel_files = sorted(glob.glob(os.path.join(root_dir, "**", mel_query), recursive=True))
        self.utt_ids = [os.path.basename(f).replace(audio_query[1:], "") for f in self.audio_files]
        self.mel_length_threshold = mel_length_threshold

    def generator(self):
        for utt_id, audio_file, mel_file in zip(self.utt_ids, self.audio_files, self.mel_files):
            yield {"utt_ids": utt_id, "audio_files": audio_file, "mel_files": mel_file}

    def _load_data(self, items):
        audio = tf.numpy_function(np.load, [items["audio_files"]], tf.float32)
        mel = tf.numpy_function(np.load, [items["mel_files"]], tf.float32)
        return {"utt_ids": items["utt_ids"], "audios": audio, "mels": mel, "mel_lengths": tf.shape(mel)[0]}

    def create(self, allow_cache=False, batch_size=1, is_shuffle=False, reshuffle_each_iteration=True):
        spec = {k: tf.TensorSpec([], tf.string) for k in ("utt_ids", "audio_files", "mel_files")}
        datasets = tf.data.Dataset.from_generator(self.generator, output_signature=spec)
        datasets = datasets.map(self._load_data, tf.data.AUTOTUNE)
        datasets = datasets.filter(lambda x: x["mel_lengths"] > self.mel_length_threshold)
        if allow_cache:
            datasets = datasets.cache()
        if is_shuffle:
            datasets = datasets.shuffle(len(self.utt_ids), reshuffle_each_iteration=reshuffle_each_iteration)
        datasets = datasets.padded_batch(batch_size, drop_remainder=True)
        return datasets.prefetch(tf.data.AUTOTUNE)
