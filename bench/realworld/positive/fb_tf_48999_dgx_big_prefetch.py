# source: https://github.com/tensorflow/tensorflow/issues/48999
# symptom: on a 40-core DGX-1 the user tries different num_parallel_calls for map() and "a very big prefetch number", yet CPU use stays near 400%
# expect: TFM011 35
# note: a seismic-patch TFRecord pipeline with num_parallel_calls set to the core count and the prefetch buffer set to a large module constant; each prefetched element is a whole batch of 128x128x128 float volumes
import glob

import tensorflow as tf

N_CORES = 40
PREFETCH_BATCHES = 2000
PATCH = 128


def parse(record):
    features = tf.io.parse_single_example(
        record,
        {
            "volume": tf.io.FixedLenFeature([], tf.string),
            "label": tf.io.FixedLenFeature([], tf.string),
        },
    )
    volume = tf.reshape(tf.io.decode_raw(features["volume"], tf.float32), [PATCH, PATCH, PATCH, 1])
    label = tf.reshape(tf.io.decode_raw(features["label"], tf.uint8), [PATCH, PATCH, PATCH, 1])
    volume = (volume - tf.reduce_mean(volume)) / (tf.math.reduce_std(volume) + 1e-6)
    return volume, tf.cast(label, tf.float32)


def make_dataset(pattern, batch_size):
    files = sorted(glob.glob(pattern))
    ds = tf.data.TFRecordDataset(files, num_parallel_reads=N_CORES)
    ds = ds.shuffle(2048)
    ds = ds.map(parse, num_parallel_calls=N_CORES)
    ds = ds.batch(batch_size)
    ds = ds.repeat()
    ds = ds.prefetch(PREFETCH_BATCHES)
    return ds


if __name__ == "__main__":
    from unet3d import build_unet3d

    strategy = tf.distribute.MirroredStrategy()
    with strategy.scope():
        model = build_unet3d((PATCH, PATCH, PATCH, 1))
        model.compile(optimizer="adam", loss="binary_crossentropy")
    model.fit(make_dataset("/data/faults/train-*.tfrecord", 8 * strategy.num_replicas_in_sync), epochs=50, steps_per_epoch=1000)
