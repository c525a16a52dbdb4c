# Cutout (random erasing) for tf.data pipelines.
# Implemented from yu4u/cutout-random-erasing and adapted to work in a TensorFlow graph.
import numpy as np
import tensorflow as tf

P = 0.3
S_L, S_H = 0.02, 0.4
R_1, R_2 = 0.3, 1 / 0.3
V_L, V_H = 0, 255
HEIGHT, WIDTH = 32, 32


def random_erase(image, label):
    image = tf.reshape(tf.cast(image, tf.float32), [HEIGHT, WIDTH, 3])
    img_h, img_w = HEIGHT, WIDTH

    if np.random.rand() > P:
        return image, label

    while True:
        s = np.random.uniform(S_L, S_H) * img_h * img_w
        r = np.random.uniform(R_1, R_2)
        w = int(np.sqrt(s / r))
        h = int(np.sqrt(s * r))
        left = np.random.randint(0, img_w)
        top = np.random.randint(0, img_h)
        if left + w <= img_w and top + h <= img_h:
            break

    c = np.random.uniform(V_L, V_H)
    rows = tf.range(img_h)[:, None]
    cols = tf.range(img_w)[None, :]
    inside = (rows >= top) & (rows < top + h) & (cols >= left) & (cols < left + w)
    mask = tf.cast(inside, tf.float32)[:, :, None]
    return image * (1.0 - mask) + c * mask, label
