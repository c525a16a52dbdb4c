# source: https://github.com/keras-team/keras-cv/pull/1559
# symptom: the Waymo Open Dataset loader cached the entire transformed dataset during loading, which the author calls a performance nightmare for anything larger than one TFRecord slice
# expect: TFM005 43
# note: Frame protos can only be parsed in Python, so the loader maps a tf.py_function over the raw records and then puts an in-memory .cache() after that map; every transformed point cloud of every segment is kept in RAM for the life of the dataset
import glob

import numpy as np
import tensorflow as tf
from waymo_open_dataset import dataset_pb2

MAX_POINTS = 200_000


def frame_to_arrays(record):
    frame = dataset_pb2.Frame()
    frame.ParseFromString(record.numpy())
    points = []
    for laser in frame.lasers:
        ri = laser.ri_return1.range_image_compressed
        points.append(np.frombuffer(ri, dtype=np.uint8).astype(np.float32))
    cloud = np.concatenate(points)[: MAX_POINTS * 3]
    cloud = np.pad(cloud, (0, MAX_POINTS * 3 - cloud.size)).reshape(MAX_POINTS, 3)
    boxes = np.array(
        [[b.box.center_x, b.box.center_y, b.box.center_z, b.box.length, b.box.width, b.box.height, b.box.heading]
         for b in frame.laser_labels],
        dtype=np.float32,
    ).reshape(-1, 7)
    return cloud, boxes


def to_tensors(record):
    cloud, boxes = tf.py_function(frame_to_arrays, [record], [tf.float32, tf.float32])
    cloud.set_shape((MAX_POINTS, 3))
    boxes.set_shape((None, 7))
    return {"point_clouds": cloud, "bounding_boxes": boxes}


def load(tfrecord_path, batch_size=4):
    """Loads the Waymo Open Dataset and transforms frames into feature tensors."""
    filenames = sorted(glob.glob(f"{tfrecord_path}/*.tfrecord"))
    ds = tf.data.TFRecordDataset(filenames)
    ds = ds.map(to_tensors, num_parallel_calls=tf.data.AUTOTUNE)
    ds = ds.cache()
    ds = ds.shuffle(64)
    return ds.padded_batch(batch_size).prefetch(tf.data.AUTOTUNE)


if __name__ == "__main__":
    for batch in load("gs://waymo_open_dataset_v_1_4_0/individual_files/training"):
        print(batch["point_clouds"].shape)
