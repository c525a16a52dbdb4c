# source: https://github.com/wangruichens/examples/blob/master/kaggle/avazu/dnn/reader_test.py
# note: a repository's TFRecord reader check: the parse map, batch and one-shot iterator are built once, before the loop; the loop only runs the iterator's get_next tensors (here in one session kept open), which adds nothing to the graph
import tensorflow.compat.v1 as tf

tf.disable_eager_execution()

FILENAME = "train.tfrecord"


def _parse(example_proto):
    spec = {
        "feature": tf.FixedLenFeature((23,), tf.int64),
        "label": tf.FixedLenFeature((1,), tf.int64),
    }
    parsed = tf.parse_single_example(example_proto, spec)
    return parsed["feature"], parsed["label"]


dataset = tf.data.TFRecordDataset(FILENAME).map(_parse).shuffle(1000).batch(64)
features, labels = tf.data.make_one_shot_iterator(dataset).get_next()

n = 0
with tf.Session() as sess:
    while True:
        try:
            f, l = sess.run([features, labels])
        except tf.errors.OutOfRangeError:
            break
        n += len(l)
print("records:", n)
