# source: https://github.com/OHBA-analysis/osl-dynamics/issues/241
# note: correct: the maintainer's fix from the thread: read the prepared sequences from TFRecord files and shuffle with buffer_size=1000 instead of loading everything into an in-memory dataset with a 100,000-element buffer; batches are prefetched with AUTOTUNE
import glob

import tensorflow as tf

SEQUENCE_LENGTH = 500
N_CHANNELS = 80


def parse_sequence(record):
    ex = tf.io.parse_single_example(record, {"data": tf.io.FixedLenFeature([], tf.string)})
    x = tf.io.parse_tensor(ex["data"], tf.float32)
    return tf.reshape(x, (SEQUENCE_LENGTH, N_CHANNELS))


def training_dataset(tfrecord_dir, batch_size=4, buffer_size=1000):
    files = sorted(glob.glob(f"{tfrecord_dir}/dataset_*.tfrecord"))
    ds = tf.data.TFRecordDataset(files, num_parallel_reads=tf.data.AUTOTUNE)
    ds = ds.map(parse_sequence, num_parallel_calls=tf.data.AUTOTUNE)
    ds = ds.shuffle(buffer_size)
    return ds.batch(batch_size, drop_remainder=True).prefetch(tf.data.AUTOTUNE)


if __name__ == "__main__":
    ds = training_dataset("/scratch/camcan_tde_hmm", batch_size=4, buffer_size=1000)
    for batch in ds.take(2):
        print(batch.shape)
