# source: https://github.com/tensorflow/tensorflow/issues/27128
# source: https://github.com/tensorflow/tensorflow/issues/42917
# source: https://github.com/tensorflow/tensor2tensor/issues/1210
# symptom: the in-memory Dataset.cache() runs the computer out of memory (27128); num_parallel_calls raised by hand on a Python-bound map (42917); a large shuffle buffer fills CPU RAM before training starts (tensor2tensor 1210)
# expect: TFM004 35
# expect: TFM005 37
# expect: TFM011 38
# note: my own speech-feature pipeline combining the three reports: a librosa decoder run through tf.numpy_function with 32 parallel calls, the decoded spectrograms cached in memory, then shuffled with a buffer of two million elements set in a module constant
import librosa
import numpy as np
import tensorflow as tf

SAMPLE_RATE = 16000
N_MELS = 80
SHUFFLE_BUFFER = 2_000_000
PARALLEL_DECODES = 32


def _load_features(path):
    wav, _ = librosa.load(path.decode("utf-8"), sr=SAMPLE_RATE)
    mel = librosa.feature.melspectrogram(y=wav, sr=SAMPLE_RATE, n_mels=N_MELS)
    return np.log(mel + 1e-6).T.astype(np.float32)


def decode(path, label):
    feats = tf.numpy_function(_load_features, [path], tf.float32)
    feats.set_shape([None, N_MELS])
    return feats, label


def make_dataset(manifest_csv, batch_size=32):
    rows = np.loadtxt(manifest_csv, dtype=str, delimiter=",")
    paths, labels = rows[:, 0], rows[:, 1].astype(np.int64)
    ds = tf.data.Dataset.from_tensor_slices((paths, labels))
    ds = ds.map(decode, num_parallel_calls=PARALLEL_DECODES)
    ds = ds.filter(lambda f, l: tf.shape(f)[0] > 10)
    ds = ds.cache()
    ds = ds.shuffle(SHUFFLE_BUFFER)
    ds = ds.padded_batch(batch_size, padded_shapes=([None, N_MELS], []))
    return ds.prefetch(tf.data.AUTOTUNE)


train_ds = make_dataset("train_manifest.csv")
