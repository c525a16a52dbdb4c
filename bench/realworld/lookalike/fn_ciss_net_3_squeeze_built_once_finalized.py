# source: https://github.com/scenarios/CiSS-Net/issues/3
# note: the fix proposed in the same report: the tf.squeeze op is created once before the while loop and the graph is finalized; the loop only runs existing ops in the session
import os

import numpy as np
import tensorflow as tf

FLAGS = tf.app.flags.FLAGS
tf.app.flags.DEFINE_string("record", "data/ade20k_train.tfrecord", "input TFRecord")
tf.app.flags.DEFINE_string("out_dir", "data/label_stats", "where to write class histograms")


def parse(serialized):
    feats = tf.parse_single_example(serialized, {
        "image": tf.FixedLenFeature([], tf.string),
        "label": tf.FixedLenFeature([], tf.string),
    })
    label = tf.image.decode_png(feats["label"], channels=1)
    return tf.expand_dims(label, 0)


def main(_):
    dataset = tf.data.TFRecordDataset(FLAGS.record).map(parse)
    iterator = dataset.make_one_shot_iterator()
    next_label = iterator.get_next()
    label_map_op = tf.squeeze(next_label, axis=[0, 3])
    os.makedirs(FLAGS.out_dir, exist_ok=True)
    hist = np.zeros(151, dtype=np.int64)
    tf.get_default_graph().finalize()
    with tf.Session() as sess:
        count = 0
        while True:
            try:
                label_map = sess.run(label_map_op)
            except tf.errors.OutOfRangeError:
                break
            hist += np.bincount(label_map.ravel(), minlength=151)[:151]
            count += 1
    np.save(os.path.join(FLAGS.out_dir, "hist.npy"), hist)
    print("images:", count)


if __name__ == "__main__":
    tf.app.run()
