import cv2
import numpy as np
import tensorflow as tf

from inpaint_model import InpaintCAModel


def load_pair(image_path, mask_path, grid=8):
    image = cv2.imread(image_path)
    mask = cv2.imread(mask_path)
    h, w, _ = image.shape
    image = image[:h // grid * grid, :w // grid * grid, :]
    mask = mask[:h // grid * grid, :w // grid * grid, :]
    return np.expand_dims(image, 0), np.expand_dims(mask, 0)


def inpaint_one(sess, model, image, mask, checkpoint_dir, reuse):
    input_image = tf.constant(np.concatenate([image, mask], axis=2), dtype=tf.float32)
    output = model.build_server_graph(input_image, reuse=reuse)
    output = (output + 1.) * 127.5
    output = tf.reverse(output, [-1])
    output = tf.saturate_cast(output, tf.uint8)

    if not reuse:
        assign_ops = []
        for var in tf.global_variables():
            value = tf.contrib.framework.load_variable(checkpoint_dir, var.name)
            assign_ops.append(tf.assign(var, value))
        sess.run(assign_ops)
    return sess.run(output)[0][:, :, ::-1]


def build_model():
    return InpaintCAModel()
