# source: https://github.com/tensorflow/tensorflow/issues/14448
# symptom: the thread's from_indexable recipe builds a Dataset.range over an indexable Python object and maps a Python loader through py_func with num_parallel_calls; a later commenter reports no speed-up from raising the parallelism, since the Python loader holds the GIL, while every in-flight call keeps a decoded example alive
# expect: TFM004 30
# note: a reader's audio pipeline built on that recipe: the map's lambda calls tf.numpy_function on a soundfile loader with num_parallel_calls=32
import numpy as np
import soundfile as sf
import tensorflow as tf


class AudioClips:
    def __init__(self, files, labels, length=16000):
        self.files = list(files)
        self.labels = list(labels)
        self.length = length

    def __len__(self):
        return len(self.files)

    def __getitem__(self, index):
        audio, _ = sf.read(self.files[index], dtype="float32")
        audio = np.pad(audio[:self.length], (0, max(0, self.length - len(audio))))
        return audio.astype(np.float32), np.int64(self.labels[index])


def from_indexable(indexable, output_types=(tf.float32, tf.int64)):
    def load(index):
        return indexable[int(index)]

    ds = tf.data.Dataset.range(len(indexable))
    ds = ds.map(lambda i: tf.numpy_function(load, [i], output_types), num_parallel_calls=32)
    return ds


if __name__ == "__main__":
    import glob
    files = sorted(glob.glob("speech_commands/*/*.wav"))
    labels = [hash(f.split("/")[-2]) % 35 for f in files]
    dataset = from_indexable(AudioClips(files, labels)).batch(64).prefetch(2)
    for audio, label in dataset.take(10):
        print(audio.shape, label.shape)
