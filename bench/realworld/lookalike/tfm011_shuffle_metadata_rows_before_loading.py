# source: https://github.com/deezer/spleeter/blob/master/spleeter/dataset.py
# note: resembles a leak: shuffle(buffer_size=200000) in a training input pipeline
# note: as in Spleeter's dataset builder: the 200,000-element buffer shuffles CSV rows (paths, start offsets, durations) before any audio is loaded; the heavy spectrograms are only shuffled later with a 256-element buffer
import tensorflow as tf


def dataset_from_csv(csv_path):
    return tf.data.experimental.make_csv_dataset(csv_path, batch_size=1, shuffle=False, num_epochs=1).unbatch()


def build(csv_path, load_waveform, compute_spectrogram, batch_size=8, seed=0):
    dataset = dataset_from_csv(csv_path)
    dataset = dataset.shuffle(buffer_size=200000, seed=seed, reshuffle_each_iteration=True)
    dataset = dataset.map(load_waveform, num_parallel_calls=4)
    dataset = dataset.map(compute_spectrogram, num_parallel_calls=4)
    dataset = dataset.cache("cache/training").repeat()
    dataset = dataset.shuffle(buffer_size=256, seed=seed, reshuffle_each_iteration=True)
    return dataset.batch(batch_size)
