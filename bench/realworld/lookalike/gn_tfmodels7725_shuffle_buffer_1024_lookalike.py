# source: https://github.com/tensorflow/models/issues/7725
# note: the fix suggested in the thread: the shuffle buffer of decoded training images is lowered to 1024 elements (far below any whole-dataset buffer) and prefetch uses AUTOTUNE; memory is bounded by the small buffer.
import tensorflow as tf

IMAGE_SIZE = 300
SHUFFLE_BUFFER = 1024


def decode(serialized):
    feats = tf.io.parse_single_example(serialized, {
        "image/encoded": tf.io.FixedLenFeature([], tf.string),
        "image/object/class/label": tf.io.VarLenFeature(tf.int64),
        "image/object/bbox/xmin": tf.io.VarLenFeature(tf.float32),
    })
    image = tf.io.decode_jpeg(feats["image/encoded"], channels=3)
    image = tf.image.resize(image, (IMAGE_SIZE, IMAGE_SIZE)) / 255.0
    labels = tf.sparse.to_dense(feats["image/object/class/label"])
    return image, labels


def train_input(pattern, batch_size=24):
    files = tf.data.Dataset.list_files(pattern, shuffle=True)
    ds = files.interleave(tf.data.TFRecordDataset, cycle_length=4, num_parallel_calls=tf.data.AUTOTUNE)
    ds = ds.shuffle(SHUFFLE_BUFFER)
    ds = ds.map(decode, num_parallel_calls=tf.data.AUTOTUNE)
    ds = ds.padded_batch(batch_size, padded_shapes=([IMAGE_SIZE, IMAGE_SIZE, 3], [None]))
    return ds.repeat().prefetch(tf.data.AUTOTUNE)


if __name__ == "__main__":
    for images, labels in train_input("data/train-*.record").take(2):
        print(images.shape, labels.shape)
