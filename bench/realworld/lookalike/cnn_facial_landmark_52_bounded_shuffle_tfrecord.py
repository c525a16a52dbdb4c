# source: https://github.com/yinguobing/cnn-facial-landmark/issues/52
# note: the shuffle buffer log the issue asks about ("Filling up shuffle buffer ... 7138 of 10000") comes from a bounded 10,000-record buffer over decoded images; the maintainer says it does not hurt
import tensorflow as tf


def _parse(record):
    features = tf.io.parse_single_example(record, {
        "image/encoded": tf.io.FixedLenFeature([], tf.string),
        "label/marks": tf.io.FixedLenFeature([136], tf.float32),
    })
    image = tf.image.decode_jpeg(features["image/encoded"], channels=3)
    image = tf.image.convert_image_dtype(tf.image.resize(image, [128, 128]), tf.float32)
    return image, features["label/marks"]


def input_fn(record_file, batch_size, num_epochs=None, shuffle=True):
    dataset = tf.data.TFRecordDataset(record_file)
    dataset = dataset.map(_parse, num_parallel_calls=4)
    if shuffle:
        dataset = dataset.shuffle(buffer_size=10000)
    return dataset.batch(batch_size).repeat(num_epochs).prefetch(2)


if __name__ == "__main__":
    for images, marks in input_fn("train.record", 32).take(3):
        print(images.shape, marks.shape)
