# source: https://github.com/chrisdonahue/wavegan/issues/99
# symptom: training on 49k one-second clips: the shuffle buffer should cover the whole dataset
# note: the full-size shuffle is applied to the list of file paths (short strings) before decoding, so the buffer holds names, not audio; the py_function decode map is not cached and uses a small parallelism; prefetch is AUTOTUNE
import glob

import numpy as np
import tensorflow as tf
import librosa

SLICE_LEN = 16384
SAMPLE_RATE = 16000


def _decode(path):
    audio, _ = librosa.load(path.numpy().decode("utf-8"), sr=SAMPLE_RATE, mono=True)
    audio = audio[:SLICE_LEN]
    if len(audio) < SLICE_LEN:
        audio = np.pad(audio, (0, SLICE_LEN - len(audio)))
    return audio.astype(np.float32)[:, np.newaxis]


def decode_audio(path):
    wav = tf.py_function(_decode, [path], tf.float32)
    wav.set_shape([SLICE_LEN, 1])
    return wav


def decode_extract_and_batch(fps, batch_size, repeat=True):
    dataset = tf.data.Dataset.from_tensor_slices(fps)
    dataset = dataset.shuffle(buffer_size=len(fps), reshuffle_each_iteration=True)
    if repeat:
        dataset = dataset.repeat()
    dataset = dataset.map(decode_audio, num_parallel_calls=4)
    dataset = dataset.batch(batch_size, drop_remainder=True)
    return dataset.prefetch(tf.data.AUTOTUNE)


if __name__ == "__main__":
    fps = sorted(glob.glob("data/sc09/train/*.wav"))
    print("found", len(fps), "clips")
    for batch in decode_extract_and_batch(fps, 64).take(3):
        print(batch.shape)
