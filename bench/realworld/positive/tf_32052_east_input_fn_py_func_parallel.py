# source: https://github.com/tensorflow/tensorflow/issues/32052
# symptom: linear RAM growth while an Estimator trains and evaluates in an epoch loop; commenters resolved (or alleviated) it by removing num_parallel_calls from the map of the input pipeline
# expect: TFM004 30
# note: the reporter's test pipeline is for EAST text detection, whose score and geometry maps are built in NumPy through tf.compat.v1.py_func; the parallelism of 32 is ours
import cv2
import numpy as np
import tensorflow as tf


def _east_maps(image_path, polys_path):
    image = cv2.imread(image_path.decode())[:, :, ::-1].astype(np.float32)
    image = cv2.resize(image, (512, 512))
    polys = np.loadtxt(polys_path.decode(), delimiter=",").reshape(-1, 4, 2).astype(np.float32)
    score = np.zeros((128, 128, 1), np.float32)
    geometry = np.zeros((128, 128, 5), np.float32)
    for poly in polys:
        cv2.fillPoly(score, [(poly / 4).astype(np.int32)], 1.0)
    return image, score, geometry


def _load_example(image_path, polys_path):
    image, score, geometry = tf.compat.v1.py_func(_east_maps, [image_path, polys_path],
                                                  [tf.float32, tf.float32, tf.float32])
    return {"images": image}, {"score_maps": score, "geo_maps": geometry}


def train_input_fn(image_paths, polys_paths, batch_size):
    dataset = tf.data.Dataset.from_tensor_slices((image_paths, polys_paths))
    dataset = dataset.shuffle(len(image_paths))
    dataset = dataset.map(_load_example, num_parallel_calls=32)
    return dataset.batch(batch_size).prefetch(1)


def train_n_evaluate(estimator, train_data, val_data, batch_size, num_epochs):
    for epoch in range(num_epochs):
        estimator.train(lambda: train_input_fn(*train_data, batch_size))
        estimator.evaluate(lambda: train_input_fn(*val_data, batch_size), steps=200)
