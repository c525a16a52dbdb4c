# source: https://github.com/tensorflow/tensorflow/pull/26078
# symptom: huge memory use from prefetch: buffer_size after batch() counts batches, not examples, and users who read it as examples prefetch thousands of full batches (the PR adds a doc note after several such reports)
# expect: TFM011 20
# note: the prefetch buffer is sized as if it counted images
import tensorflow as tf

BATCH_SIZE = 256


def parse(record):
    example = tf.io.parse_single_example(record, {"image": tf.io.FixedLenFeature([], tf.string),
                                                   "label": tf.io.FixedLenFeature([], tf.int64)})
    image = tf.image.resize(tf.io.decode_jpeg(example["image"], channels=3), (224, 224))
    return image, example["label"]


def input_fn(files):
    ds = tf.data.TFRecordDataset(files).map(parse, num_parallel_calls=8)
    ds = ds.shuffle(10000).batch(BATCH_SIZE)
    return ds.prefetch(buffer_size=2048)
