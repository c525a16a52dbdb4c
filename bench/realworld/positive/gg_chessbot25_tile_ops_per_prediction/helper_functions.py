import numpy as np
import tensorflow as tf


def gradientx(img):
    return img[:, 1:] - img[:, :-1]


def find_board_lines(gray):
    gx = np.abs(gradientx(gray)).sum(axis=0)
    gy = np.abs(gradientx(gray.T)).sum(axis=0)
    xs = np.sort(np.argsort(gx)[-9:])
    ys = np.sort(np.argsort(gy)[-9:])
    return xs, ys


def getTiles(sess, img_arr):
    """Cut a chessboard screenshot into 64 grayscale 32x32 tiles."""
    rgb = tf.constant(img_arr, dtype=tf.float32)
    gray = tf.image.rgb_to_grayscale(rgb)[:, :, 0]
    gray_arr = sess.run(gray)
    xs, ys = find_board_lines(gray_arr)
    tiles = np.zeros([32, 32, 64], dtype=np.float32)
    for rank in range(8):
        for file_ in range(8):
            tile = gray_arr[ys[rank]:ys[rank + 1], xs[file_]:xs[file_ + 1]]
            tile = np.resize(tile, (32, 32))
            tiles[:, :, rank * 8 + file_] = tile / 255.0
    return tiles
