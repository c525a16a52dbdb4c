# source: https://github.com/tensorflow/tensorflow/issues/16396
# note: the Estimator input_fn from the thread: the pure-TF parse/preprocess maps use num_parallel_calls=4, the shuffle buffer is 5000 elements and a single batch is prefetched; no py_function is involved and all buffers are far below the levels that blow memory
import tensorflow as tf

IMG = 224


def _parse_example_proto(serialized):
    features = tf.io.parse_single_example(serialized, {
        "image/encoded": tf.io.FixedLenFeature([], tf.string),
        "image/class/label": tf.io.FixedLenFeature([], tf.int64),
    })
    image = tf.image.decode_jpeg(features["image/encoded"], channels=3)
    return image, features["image/class/label"]


def _preprocess(image, label):
    image = tf.image.convert_image_dtype(image, tf.float32)
    image = tf.image.resize_with_crop_or_pad(image, IMG, IMG)
    image = tf.image.random_flip_left_right(image)
    return image, label


class ImageNetInput(object):
    def __init__(self, data_dir, split):
        self.filenames = tf.io.gfile.glob("%s/%s-*" % (data_dir, split))
        self.split = split

    def input_fn(self, batch_size=64, repeat=True, shuffle=True):
        dataset = tf.data.TFRecordDataset(self.filenames)
        training = self.split.strip().lower() == "train"
        if training:
            if repeat:
                dataset = dataset.repeat()
            if shuffle:
                dataset = dataset.shuffle(buffer_size=len(self.filenames))
        dataset = dataset.map(_parse_example_proto, num_parallel_calls=4)
        dataset = dataset.map(_preprocess, num_parallel_calls=4)
        if training and shuffle:
            dataset = dataset.shuffle(buffer_size=5000)
        dataset = dataset.batch(batch_size)
        return dataset.prefetch(1)


if __name__ == "__main__":
    data = ImageNetInput("/data/imagenet", "train")
    estimator = tf.estimator.Estimator(model_fn=lambda features, labels, mode: None)
    estimator.train(lambda: data.input_fn(batch_size=64), steps=100000)
