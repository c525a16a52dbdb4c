# source: https://github.com/tensorflow/tensorflow/issues/27288
# symptom: GPU memory (BytesInUse) grows every iteration in eager mode: a throwaway tf.Variable is created from a zeros tensor only to call scatter_nd_update on it
# expect: TFM002 14
# note: eager TF1.x style as in the report; the variable is discarded after each batch
import tensorflow as tf

tf.enable_eager_execution()

NUM_ANCHORS, NUM_CLASSES, BOX_DIM = 128, 21, 4


def encode_targets(matched_indices, matched_boxes):
    ref = tf.zeros((NUM_ANCHORS, NUM_CLASSES, BOX_DIM), dtype=tf.float32)
    return tf.scatter_nd_update(tf.Variable(ref), matched_indices, matched_boxes)


def run(dataset, model, optimizer, match):
    for images, boxes in dataset:
        indices, updates = match(boxes)
        targets = encode_targets(indices, updates)
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean(tf.square(model(images) - targets))
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
