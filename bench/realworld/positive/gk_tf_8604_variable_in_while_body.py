# source: https://github.com/tensorflow/tensorflow/issues/8604
# symptom: creating a variable inside the body of a while loop fails ("inputs from different frames" in TF1; in TF2 the graph loop tries to create a variable per iteration)
# expect: TFM002 21
# expect: TFM014 21
# note: TF2 version of the report's pattern: AutoGraph turns the tensor-conditioned while into tf.while_loop and the body builds a fresh tf.Variable each iteration inside the tf.function; refine() is called for every batch of the dataset
import argparse

import numpy as np
import tensorflow as tf


def load_points(path):
    return np.load(path).astype("float32")


@tf.function
def refine(points, max_iters):
    i = tf.constant(0)
    centroid = tf.reduce_mean(points, axis=0)
    while i < max_iters:
        shift = tf.Variable(tf.zeros_like(centroid))
        dist = tf.norm(points - centroid, axis=1, keepdims=True)
        w = tf.exp(-dist)
        shift.assign(tf.reduce_sum(w * (points - centroid), axis=0) / tf.reduce_sum(w))
        centroid = centroid + shift
        i += 1
    return centroid


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--points", default="points.npy")
    ap.add_argument("--iters", type=int, default=20)
    args = ap.parse_args()
    data = load_points(args.points)
    ds = tf.data.Dataset.from_tensor_slices(data).batch(512)
    max_iters = tf.constant(args.iters)
    centroids = [refine(batch, max_iters).numpy() for batch in ds]
    np.save("centroids.npy", np.stack(centroids))


if __name__ == "__main__":
    main()
