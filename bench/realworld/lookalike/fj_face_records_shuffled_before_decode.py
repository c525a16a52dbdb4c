# source: https://github.com/auroua/InsightFace_TF/issues/64
# source: https://www.tensorflow.org/guide/data_performance#reducing_memory_footprint
# note: bounded version of the face pipeline: the serialized records (a few KB each) are shuffled with a 10000-element buffer before the map that decodes them into float images, so the buffer no longer holds decoded 112x112x3 tensors
import tensorflow as tf


def parse_function(example_proto):
    features = tf.io.parse_single_example(example_proto, {
        "image_raw": tf.io.FixedLenFeature([], tf.string),
        "label": tf.io.FixedLenFeature([], tf.int64),
    })
    img = tf.reshape(tf.image.decode_jpeg(features["image_raw"]), (112, 112, 3))
    img = (tf.cast(img, tf.float32) - 127.5) * 0.0078125
    return tf.image.random_flip_left_right(img), features["label"]


def build_input(tfrecords_path, batch_size=32):
    dataset = tf.data.TFRecordDataset(tfrecords_path)
    dataset = dataset.shuffle(buffer_size=10000)
    dataset = dataset.map(parse_function, num_parallel_calls=tf.data.AUTOTUNE)
    dataset = dataset.batch(batch_size)
    return dataset.prefetch(tf.data.AUTOTUNE)


for images, labels in build_input("datasets/tfrecords/tran.tfrecords").take(3):
    print(images.shape, labels.shape)
