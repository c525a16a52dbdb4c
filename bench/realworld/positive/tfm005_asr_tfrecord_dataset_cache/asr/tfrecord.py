import numpy as np
import tensorflow as tf

from .base import BaseDataset


class ASRTFRecordDataset(BaseDataset):
    def __init__(self, tfrecords_pattern, featurizer, tokenizer, **kwargs):
        super().__init__(**kwargs)
        self.tfrecords_pattern = tfrecords_pattern
        self.featurizer = featurizer
        self.tokenizer = tokenizer

    def preprocess(self, audio, transcript):
        signal = self.featurizer.read_raw_audio(audio)
        features = self.featurizer.extract(signal).astype(np.float32)
        label = np.asarray(self.tokenizer.encode(transcript.decode("utf-8")), dtype=np.int32)
        return features, np.int32(len(features)), label, np.int32(len(label))

    def parse(self, record):
        example = tf.io.parse_single_example(record, {"audio": tf.io.FixedLenFeature([], tf.string),
                                                      "transcript": tf.io.FixedLenFeature([], tf.string)})
        return tf.numpy_function(self.preprocess, inp=[example["audio"], example["transcript"]],
                                 Tout=[tf.float32, tf.int32, tf.int32, tf.int32])

    def create(self, batch_size):
        files = tf.data.Dataset.list_files(self.tfrecords_pattern)
        records = tf.data.TFRecordDataset(files, compression_type="ZLIB", num_parallel_reads=tf.data.AUTOTUNE)
        return self.process(records, batch_size)
