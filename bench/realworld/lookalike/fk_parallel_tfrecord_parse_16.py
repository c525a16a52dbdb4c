# source: https://github.com/merantix/imitation-learning/pull/10
# note: correct: the evaluation input_fn parses TFRecords with num_parallel_calls=16; the mapped functions are pure TensorFlow ops (parse, decode, resize), no py_function, and 16 is an ordinary parallelism for a data-loading host; prefetch is autotuned
import tensorflow as tf

IMAGE_SHAPE = (88, 200, 3)
NUM_TARGETS = 28

FEATURES = {
    "rgb": tf.io.FixedLenFeature([], tf.string),
    "targets": tf.io.FixedLenFeature([NUM_TARGETS], tf.float32),
    "intention": tf.io.FixedLenFeature([], tf.int64),
}


def parse_example(serialized):
    parsed = tf.io.parse_single_example(serialized, FEATURES)
    image = tf.io.decode_png(parsed["rgb"], channels=3)
    image = tf.image.convert_image_dtype(image, tf.float32)
    image = tf.image.resize(image, IMAGE_SHAPE[:2])
    return {"image": image, "intention": parsed["intention"]}, parsed["targets"]


def keep_valid_intention(features, targets):
    return tf.logical_and(features["intention"] >= 2, features["intention"] <= 5)


def evaluation_input_fn(tfrecord_fpaths, batch_size, num_parallel_calls=16):
    dataset = tf.data.TFRecordDataset(tfrecord_fpaths, num_parallel_reads=4)
    dataset = dataset.map(parse_example, num_parallel_calls=16)
    dataset = dataset.filter(keep_valid_intention)
    dataset = dataset.batch(batch_size)
    return dataset.prefetch(tf.data.experimental.AUTOTUNE)
