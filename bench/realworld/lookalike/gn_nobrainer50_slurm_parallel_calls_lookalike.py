# source: https://github.com/neuronets/nobrainer/pull/50
# note: num_parallel_calls is taken from the CPUs SLURM allocated to the job (falling back to AUTOTUNE), not from a large hard-coded literal; the mapped parser is pure TensorFlow, so parallelism is bounded by the allocation.
import os

import tensorflow as tf


def _num_parallel_calls():
    cpus = os.environ.get("SLURM_CPUS_PER_TASK") or os.environ.get("SLURM_CPUS_ON_NODE")
    return int(cpus) if cpus else tf.data.AUTOTUNE


def _parse_volume(serialized, volume_shape=(128, 128, 128)):
    feats = tf.io.parse_single_example(serialized, {
        "feature/value": tf.io.FixedLenFeature([], tf.string),
        "label/value": tf.io.FixedLenFeature([], tf.string),
    })
    x = tf.reshape(tf.io.decode_raw(feats["feature/value"], tf.float32), volume_shape)
    y = tf.reshape(tf.io.decode_raw(feats["label/value"], tf.int32), volume_shape)
    return x[..., None], y


def get_dataset(file_pattern, batch_size=2, shuffle_buffer=16):
    files = tf.data.Dataset.list_files(file_pattern, shuffle=True)
    ds = files.interleave(lambda f: tf.data.TFRecordDataset(f, compression_type="GZIP"),
                          cycle_length=4, num_parallel_calls=_num_parallel_calls())
    ds = ds.map(_parse_volume, num_parallel_calls=_num_parallel_calls())
    ds = ds.shuffle(shuffle_buffer).batch(batch_size, drop_remainder=True)
    return ds.prefetch(tf.data.AUTOTUNE)


if __name__ == "__main__":
    for x, y in get_dataset("data/train-*.tfrec.gz").take(1):
        print(x.shape, y.shape)
