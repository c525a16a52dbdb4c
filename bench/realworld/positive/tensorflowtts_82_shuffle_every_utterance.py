# source: https://github.com/TensorSpeech/TensorFlowTTS/issues/82
# symptom: "Filling up shuffle buffer (this may take a while): 1276 of 42871" before every epoch: the buffer holds one decoded (characters, mel) pair per utterance of the whole training set
# expect: TFM011 31
# note: the dataset class sizes its shuffle buffer with its own get_len_dataset(); the in-memory cache in front of it is optional (allow_cache), so the path without it shuffles freshly loaded mels
import numpy as np
import tensorflow as tf


class CharactorMelDataset:
    def __init__(self, utt_ids, charactor_files, mel_files):
        self.utt_ids = utt_ids
        self.charactor_files = charactor_files
        self.mel_files = mel_files

    def get_len_dataset(self):
        return len(self.utt_ids)

    def generator(self):
        for utt_id, char_file, mel_file in zip(self.utt_ids, self.charactor_files, self.mel_files):
            yield {"utt_ids": utt_id, "input_ids": np.load(char_file), "speaker_ids": 0,
                   "mel_gts": np.load(mel_file), "mel_lengths": len(np.load(mel_file))}

    def create(self, allow_cache=False, batch_size=32, is_shuffle=True, reshuffle_each_iteration=True):
        datasets = tf.data.Dataset.from_generator(self.generator, output_signature={
            "utt_ids": tf.TensorSpec([], tf.string), "input_ids": tf.TensorSpec([None], tf.int32),
            "speaker_ids": tf.TensorSpec([], tf.int32), "mel_gts": tf.TensorSpec([None, 80], tf.float32),
            "mel_lengths": tf.TensorSpec([], tf.int32)})
        if allow_cache:
            datasets = datasets.cache()
        if is_shuffle:
            datasets = datasets.shuffle(self.get_len_dataset(), reshuffle_each_iteration=reshuffle_each_iteration)
        datasets = datasets.padded_batch(batch_size)
        return datasets.prefetch(tf.data.AUTOTUNE)
