# source: https://github.com/tensorflow/tensorflow/issues/15206
# note: the report's assign pattern: one placeholder and one assign op per variable, built once before the loop by iterating tf.global_variables(); the loop only feeds new values and runs the prebuilt ops
import numpy as np
import tensorflow as tf

DATASET_SIZE = 1000


def create_dataset():
    image_paths = tf.constant(DATASET_SIZE * ["image.jpg"])
    labels = tf.constant(DATASET_SIZE * [0])
    return tf.data.Dataset.from_tensor_slices((image_paths, labels))


def create_variables():
    for i in range(20):
        tf.get_variable("var_%d" % i, shape=[3, 3, 3, 32])


def create_assign_ops():
    placeholders, ops = {}, []
    for var in tf.global_variables():
        name = var.op.name
        placeholder = tf.placeholder(var.dtype, shape=var.get_shape(), name=name + "_ph")
        placeholders[name] = placeholder
        ops.append(tf.assign(var, placeholder))
    return placeholders, ops


iterator = create_dataset().make_one_shot_iterator()
next_element = iterator.get_next()
create_variables()
placeholders, assign_ops = create_assign_ops()

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(10000):
        feed = {ph: np.random.rand(*ph.shape.as_list()).astype(np.float32) for ph in placeholders.values()}
        sess.run(assign_ops, feed_dict=feed)
        sess.run(next_element)
