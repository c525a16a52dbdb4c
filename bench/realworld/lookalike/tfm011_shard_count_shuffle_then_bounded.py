# source: https://github.com/tensorflow/examples/blob/master/lite/examples/recommendation/ml/model/input_pipeline.py
# note: resembles a leak: shuffle(len(...)) in a training input pipeline
# note: the size is the number of TFRecord shards, not of records: the first buffer holds one record per shard; records are then shuffled with a bounded 10,000-element buffer
import tensorflow as tf


def get_input_dataset(file_pattern, parse_example, batch_size):
    shard_files = tf.io.gfile.glob(file_pattern)
    records = tf.data.TFRecordDataset(shard_files)
    records = records.shuffle(len(shard_files))
    records = records.repeat()
    records = records.shuffle(buffer_size=10000)
    records = records.map(parse_example, num_parallel_calls=tf.data.AUTOTUNE)
    return records.batch(batch_size).prefetch(1)
