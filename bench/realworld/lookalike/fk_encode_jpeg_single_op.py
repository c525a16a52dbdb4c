# source: https://github.com/tensorflow/tensorflow/issues/14185
# note: correct: the answer's third option: a single tf.image.encode_jpeg op is built on a placeholder before the loop and the graph is finalized; every image is fed into that same op, so the graph does not grow
import glob
import os
import sys

import cv2
import tensorflow as tf


def bytes_feature(value):
    return tf.train.Feature(bytes_list=tf.train.BytesList(value=[value]))


def convert(image_list, output_path):
    image_in = tf.placeholder(tf.uint8, shape=[None, None, 3])
    encode_op = tf.image.encode_jpeg(image_in, format="rgb", quality=95)
    with tf.Session() as sess, tf.python_io.TFRecordWriter(output_path) as writer:
        sess.graph.finalize()
        for imagefile in image_list:
            im = cv2.imread(imagefile)[:, :, ::-1]
            jpeg_bytes = sess.run(encode_op, feed_dict={image_in: im})
            example = tf.train.Example(features=tf.train.Features(feature={
                "image/encoded": bytes_feature(jpeg_bytes),
                "image/filename": bytes_feature(os.path.basename(imagefile).encode()),
            }))
            writer.write(example.SerializeToString())


if __name__ == "__main__":
    convert(sorted(glob.glob(os.path.join(sys.argv[1], "*.jpg"))), sys.argv[2])
