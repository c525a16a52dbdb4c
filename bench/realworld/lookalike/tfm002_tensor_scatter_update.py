# source: https://github.com/tensorflow/tensorflow/issues/27288
# source: https://www.tensorflow.org/api_docs/python/tf/tensor_scatter_nd_update
# note: resembles a leak: building per-batch targets by scattering into a zeros tensor
# note: the variable-free way to do the reported computation: tf.tensor_scatter_nd_update works on a plain tensor, so nothing stateful is created per batch
import tensorflow as tf

NUM_ANCHORS, NUM_CLASSES, BOX_DIM = 128, 21, 4


def encode_targets(matched_indices, matched_boxes):
    ref = tf.zeros((NUM_ANCHORS, NUM_CLASSES, BOX_DIM), dtype=tf.float32)
    return tf.tensor_scatter_nd_update(ref, matched_indices, matched_boxes)


def run(dataset, model, optimizer, match):
    for images, boxes in dataset:
        indices, updates = match(boxes)
        targets = encode_targets(indices, updates)
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean(tf.square(model(images) - targets))
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
