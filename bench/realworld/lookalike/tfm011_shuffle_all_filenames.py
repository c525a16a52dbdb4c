# source: https://github.com/tensorflow/models/blob/9dc3ae3f82310765ee1789ed72a7671981cf882e/official/r1/resnet/imagenet_main.py
# note: resembles a leak: a shuffle whose buffer is the whole dataset
# note: the dataset being shuffled is the list of TFRecord file names (1024 strings), as in TensorFlow's official ResNet input pipeline; records are then shuffled with a bounded 10,000 buffer
import os

import tensorflow as tf

SHUFFLE_BUFFER = 10000


def get_filenames(is_training, data_dir):
    pattern = "train-*-of-01024" if is_training else "validation-*-of-00128"
    return sorted(tf.io.gfile.glob(os.path.join(data_dir, pattern)))


def input_fn(is_training, data_dir, batch_size, parse_record):
    filenames = get_filenames(is_training, data_dir)
    dataset = tf.data.Dataset.from_tensor_slices(filenames)
    if is_training:
        dataset = dataset.shuffle(buffer_size=len(filenames))
    dataset = dataset.interleave(tf.data.TFRecordDataset, cycle_length=10,
                                 num_parallel_calls=tf.data.AUTOTUNE)
    if is_training:
        dataset = dataset.shuffle(buffer_size=SHUFFLE_BUFFER).repeat()
    dataset = dataset.map(parse_record, num_parallel_calls=tf.data.AUTOTUNE)
    return dataset.batch(batch_size, drop_remainder=True).prefetch(tf.data.AUTOTUNE)
