# source: https://github.com/wesinalves/100daysofcode/blob/HEAD/day089.py
# symptom: none: buffer sizes and parallelism come from flags
# note: tf.data performance-guide input_fn: shuffle and prefetch buffers and num_parallel_calls are configured from command-line flags (no oversized literal), with a pure-TF parser
import tensorflow as tf
from absl import app, flags

FLAGS = flags.FLAGS
flags.DEFINE_integer("shuffle_buffer_size", 10000, "shuffle buffer")
flags.DEFINE_integer("num_parallel_calls", 8, "parallel parse calls")
flags.DEFINE_integer("prefetch_buffer_size", 2, "prefetched batches")
flags.DEFINE_integer("batch_size", 256, "batch size")


def parse_fn(record):
    feats = tf.io.parse_single_example(record, {
        "image": tf.io.FixedLenFeature([], tf.string),
        "label": tf.io.FixedLenFeature([], tf.int64),
    })
    image = tf.image.decode_jpeg(feats["image"], channels=3)
    return tf.image.resize(image, (224, 224)) / 255.0, feats["label"]


def input_fn():
    files = tf.data.Dataset.list_files("/data/train-*.tfrecord")
    dataset = files.interleave(tf.data.TFRecordDataset, cycle_length=4)
    dataset = dataset.shuffle(buffer_size=FLAGS.shuffle_buffer_size)
    dataset = dataset.map(map_func=parse_fn, num_parallel_calls=FLAGS.num_parallel_calls)
    dataset = dataset.batch(batch_size=FLAGS.batch_size)
    return dataset.prefetch(buffer_size=FLAGS.prefetch_buffer_size)


def main(_):
    for images, labels in input_fn().take(1):
        print(images.shape, labels.shape)


if __name__ == "__main__":
    app.run(main)
