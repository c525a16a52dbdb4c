# source: https://github.com/TensorSpeech/TensorFlowTTS/issues/82
# note: a full shuffle that is cheap: the buffer holds utterance ids and file paths (slices of in-memory lists), and the mels are loaded by a numpy_function map after the shuffle
import numpy as np
import tensorflow as tf


def _load_pair(char_file, mel_file):
    return np.load(char_file.decode()).astype(np.int32), np.load(mel_file.decode()).astype(np.float32)


def load_pair(utt_id, char_file, mel_file):
    input_ids, mel = tf.numpy_function(_load_pair, [char_file, mel_file], [tf.int32, tf.float32])
    return {"utt_ids": utt_id, "input_ids": input_ids, "mel_gts": mel}


def create_dataset(utt_ids, charactor_files, mel_files, batch_size=32):
    ds = tf.data.Dataset.from_tensor_slices((utt_ids, charactor_files, mel_files))
    ds = ds.shuffle(len(utt_ids), reshuffle_each_iteration=True)
    ds = ds.map(load_pair, num_parallel_calls=4)
    return ds.padded_batch(batch_size).prefetch(tf.data.AUTOTUNE)
