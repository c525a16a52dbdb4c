# source: https://github.com/peteryuX/retinaface-tf2/issues/18
# symptom: CPU RAM is consumed until the training process is silently killed when shuffle is on; the reporter found the cause was the large shuffle buffer size passed to the dataset loader
# expect: TFM011 36
# note: the loader shuffles the decoded, augmented WIDER FACE examples with the buffer_size it is given; the training script passes a literal; the value 200,000 is ours ("a large buffer size" in the thread)
import tensorflow as tf


def _parse_tfrecord(img_dim, using_bin, using_flip, using_distort):
    def parse(tfrecord):
        features = tf.io.parse_single_example(tfrecord, {
            "image/encoded": tf.io.FixedLenFeature([], tf.string),
            "image/object/bbox": tf.io.VarLenFeature(tf.float32),
        })
        image = tf.image.decode_jpeg(features["image/encoded"], channels=3)
        image = tf.image.resize(image, (img_dim, img_dim))
        if using_flip:
            image = tf.image.random_flip_left_right(image)
        if using_distort:
            image = tf.image.random_brightness(image, 0.4)
        return image, tf.sparse.to_dense(features["image/object/bbox"])
    return parse


def load_tfrecord_dataset(tfrecord_name, batch_size, img_dim=640, using_bin=True, using_flip=True,
                          using_distort=True, buffer_size=10240, shuffle=True):
    raw_dataset = tf.data.TFRecordDataset(tfrecord_name).repeat()
    if shuffle:
        raw_dataset = raw_dataset.shuffle(buffer_size=buffer_size)
    dataset = raw_dataset.map(_parse_tfrecord(img_dim, using_bin, using_flip, using_distort),
                              num_parallel_calls=tf.data.AUTOTUNE)
    return dataset.padded_batch(batch_size, drop_remainder=True).prefetch(tf.data.AUTOTUNE)


def main(cfg):
    train_dataset = load_tfrecord_dataset(cfg["dataset_path"], cfg["batch_size"], img_dim=cfg["input_size"],
                                          buffer_size=200_000, shuffle=True)
    return train_dataset
