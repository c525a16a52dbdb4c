# source: https://github.com/kvablack/dlimp/pull/2
# note: the PR makes every map default to tf.data.AUTOTUNE parallelism (with a warning about RAM for reads); the mapped functions are pure TensorFlow ops, and no literal parallelism is given
import tensorflow as tf


class DLataset(tf.data.Dataset):
    @staticmethod
    def from_tfrecords(path, num_parallel_reads=tf.data.AUTOTUNE):
        files = tf.io.gfile.glob(f"{path}/*.tfrecord")
        return tf.data.TFRecordDataset(files, num_parallel_reads=num_parallel_reads)


def decode_frame(serialized):
    features = tf.io.parse_single_example(serialized, {"image": tf.io.FixedLenFeature([], tf.string),
                                                       "action": tf.io.FixedLenFeature([7], tf.float32)})
    image = tf.io.decode_jpeg(features["image"], channels=3)
    return {"image": tf.image.resize(image, [128, 128]), "action": features["action"]}


def frame_map(ds, fn, num_parallel_calls=tf.data.AUTOTUNE):
    return ds.map(fn, num_parallel_calls=num_parallel_calls)


ds = DLataset.from_tfrecords("gs://robot-data/bridge")
ds = frame_map(ds, decode_frame)
ds = ds.shuffle(1000).batch(64).prefetch(tf.data.AUTOTUNE)
for batch in ds.take(2):
    print(batch["image"].shape)
