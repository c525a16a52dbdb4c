# source: https://github.com/tensorflow/tensorflow/issues/14185
# symptom: converting a large image folder to TFRecords: memory keeps increasing with every tf.image.encode_jpeg call until the 256 GB server runs out of memory
# expect: TFM010 35
# note: TF1 conversion script: each image read with OpenCV is passed straight to tf.image.encode_jpeg inside the file loop, so every iteration adds an encode op (with the image embedded as a constant) to the default graph before sess.run; the answer suggests one op fed from a placeholder or a tf.data pipeline
import glob
import os
import sys

import cv2
import tensorflow as tf


def _bytes_feature(value):
    return tf.train.Feature(bytes_list=tf.train.BytesList(value=[value]))


def _int64_feature(value):
    return tf.train.Feature(int64_list=tf.train.Int64List(value=[value]))


def image_example(jpeg_bytes, height, width, label):
    feature = {
        "image/encoded": _bytes_feature(jpeg_bytes),
        "image/height": _int64_feature(height),
        "image/width": _int64_feature(width),
        "image/label": _int64_feature(label),
    }
    return tf.train.Example(features=tf.train.Features(feature=feature))


def convert(image_list, labels, output_path):
    with tf.Session() as sess, tf.python_io.TFRecordWriter(output_path) as writer:
        for imagefile in image_list:
            im = cv2.imread(imagefile)[:, :, ::-1]
            image_data = tf.image.encode_jpeg(im, format="rgb", quality=95)
            jpeg_bytes = sess.run(image_data)
            example = image_example(jpeg_bytes, im.shape[0], im.shape[1], labels[os.path.dirname(imagefile)])
            writer.write(example.SerializeToString())


if __name__ == "__main__":
    root = sys.argv[1]
    classes = sorted(os.listdir(root))
    label_of = {os.path.join(root, name): index for index, name in enumerate(classes)}
    files = sorted(glob.glob(os.path.join(root, "*", "*.jpg")))
    convert(files, label_of, sys.argv[2])
