# source: https://github.com/scenarios/CiSS-Net/issues/3
# symptom: report that tf.squeeze in the while loop of datasets/data.py main() creates a redundant node in the computation graph on every iteration; the op should be created once before the loop and only run in the session (no memory figures given)
# expect: TFM010 37
# note: TF1 graph mode; the loop drains a TFRecord iterator with sess.run and squeezes every decoded label map by building a new tf.squeeze op per iteration, then running it
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
    os.makedirs(FLAGS.out_dir, exist_ok=True)
    hist = np.zeros(151, dtype=np.int64)
    with tf.Session() as sess:
        count = 0
        while True:
            try:
                label = sess.run(next_label)
            except tf.errors.OutOfRangeError:
                break
            squeezed = tf.squeeze(label, axis=[0, 3])
            label_map = sess.run(squeezed)
            hist += np.bincount(label_map.ravel(), minlength=151)[:151]
            count += 1
    np.save(os.path.join(FLAGS.out_dir, "hist.npy"), hist)
    print("images:", count)


if __name__ == "__main__":
    tf.app.run()
