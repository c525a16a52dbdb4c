import numpy as np
import tensorflow as tf


def animate(source_image, driving_video, generator, kp_detector, normalize_kp, batch_size=4, relative=True):
    source = tf.convert_to_tensor(source_image[np.newaxis], tf.float32)
    driving = tf.convert_to_tensor(driving_video, tf.float32)
    kp_source = kp_detector(source)
    kp_driving_initial = kp_detector(driving[0:1])

    @tf.function
    def slice_driving(start):
        return driving[start:start + batch_size]

    @tf.function
    def next_batch(frames):
        kp_driving = kp_detector(frames)
        kp_norm = normalize_kp(kp_source, kp_driving, kp_driving_initial, relative)
        n = tf.shape(frames)[0]
        return generator([tf.repeat(source, n, axis=0), tf.repeat(kp_source["value"], n, axis=0), kp_norm["value"]])

    predictions = []
    for start in tf.range(0, tf.shape(driving)[0], batch_size):
        predictions.append(next_batch(slice_driving(start)).numpy())
    return np.concatenate(predictions, axis=0)
