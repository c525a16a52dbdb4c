import glob
import os

import tensorflow as tf

TFRECORD_SHARDS = 16
FEATURES = {
    "audio": tf.io.FixedLenFeature([], tf.string),
    "transcript": tf.io.FixedLenFeature([], tf.string),
}


class ASRTFRecordDataset:
    def __init__(self, tfrecords_dir, stage, buffer_size=1000, batch_size=16):
        self.tfrecords_dir = tfrecords_dir
        self.stage = stage
        self.buffer_size = buffer_size
        self.batch_size = batch_size

    def parse(self, record):
        ex = tf.io.parse_single_example(record, FEATURES)
        audio, _ = tf.audio.decode_wav(ex["audio"], desired_channels=1)
        spec = tf.abs(tf.signal.stft(audio[:, 0], frame_length=400, frame_step=160))
        return tf.math.log(spec + 1e-6), ex["transcript"]

    def create(self):
        pattern = os.path.join(self.tfrecords_dir, f"{self.stage}*.tfrecord")
        files = tf.data.Dataset.from_tensor_slices(sorted(glob.glob(pattern)))
        files = files.shuffle(TFRECORD_SHARDS)
        dataset = files.interleave(tf.data.TFRecordDataset, cycle_length=4, num_parallel_calls=tf.data.AUTOTUNE)
        dataset = dataset.shuffle(self.buffer_size, reshuffle_each_iteration=True)
        dataset = dataset.map(self.parse, num_parallel_calls=tf.data.AUTOTUNE)
        dataset = dataset.padded_batch(self.batch_size, padded_shapes=([None, 201], []))
        return dataset.prefetch(tf.data.AUTOTUNE)
