import numpy as np
import tensorflow as tf


def get_augmented_data(images, annotations, output_height, output_width):
    """Random flip / colour jitter / resize for one batch, in a graph that is dropped afterwards."""
    tf.logging.set_verbosity(tf.logging.ERROR)
    graph = tf.Graph()
    with graph.as_default(), tf.Session(graph=graph) as session:
        images_t = tf.constant(np.asarray(images, dtype=np.float32))
        boxes_t = tf.constant(np.asarray(annotations, dtype=np.float32))
        flip = tf.random_uniform([tf.shape(images_t)[0]]) < 0.5
        flipped = tf.where(flip, tf.image.flip_left_right(images_t), images_t)
        x_min = tf.where(flip, 1.0 - boxes_t[..., 2], boxes_t[..., 0])
        x_max = tf.where(flip, 1.0 - boxes_t[..., 0], boxes_t[..., 2])
        boxes_out = tf.stack([x_min, boxes_t[..., 1], x_max, boxes_t[..., 3]], axis=-1)
        jittered = tf.image.random_saturation(tf.image.random_brightness(flipped, max_delta=0.1), 0.8, 1.2)
        resized = tf.image.resize_images(jittered, (output_height, output_width))
        out_images, out_boxes = session.run([resized, boxes_out])
    return out_images, out_boxes
