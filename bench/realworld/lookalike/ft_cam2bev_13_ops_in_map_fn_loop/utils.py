import xml.etree.ElementTree as ET

import numpy as np
import tensorflow as tf


def parse_convert_xml(path):
    root = ET.parse(path).getroot()
    palette = []
    for cls in root.findall("SLabel"):
        colors = [np.array([int(c) for c in col.text.split(",")]) for col in cls.findall("color")]
        palette.append(colors)
    return palette


def load_image_op(filename):
    img = tf.io.read_file(filename)
    return tf.image.decode_png(img, channels=3)


def resize_image_op(img, fromShape, toShape, interpolation=tf.image.ResizeMethod.BILINEAR):
    if fromShape[:2] == toShape[:2]:
        return img
    return tf.image.resize(img, toShape[:2], method=interpolation)


def one_hot_encode_image_op(image, palette):
    one_hot_map = []
    for class_colors in palette:
        class_map = tf.zeros(image.shape[0:2], dtype=tf.int32)
        for color in class_colors:
            match = tf.reduce_all(tf.equal(image, color), axis=-1)
            class_map = tf.bitwise.bitwise_or(class_map, tf.cast(match, tf.int32))
        one_hot_map.append(class_map)
    return tf.cast(tf.stack(one_hot_map, axis=-1), tf.float32)
