import numpy as np
import tensorflow as tf
from PIL import Image

from vgg19 import Vgg19

CONTENT_LAYER = "conv4_2"
STYLE_LAYERS = ["conv1_1", "conv2_1", "conv3_1", "conv4_1"]


def load_rgb(path):
    return np.asarray(Image.open(path).convert("RGB"), dtype=np.float32)[None]


def gram(feat):
    shape = tf.shape(feat)
    flat = tf.reshape(feat, [-1, shape[3]])
    return tf.matmul(flat, flat, transpose_a=True) / tf.cast(shape[1] * shape[2], tf.float32)


def stylize(content_path, style_path, out_path, max_iter=1000, lr=1.0, style_weight=1e2):
    content_image = load_rgb(content_path)
    style_image = load_rgb(style_path)
    vgg = Vgg19("vgg19.npy")

    content = tf.constant(content_image)
    style = tf.constant(style_image)
    input_image = tf.Variable(content_image + np.random.normal(0, 10, content_image.shape).astype(np.float32))

    content_feats = vgg.build(content)
    style_feats = vgg.build(style)
    image_feats = vgg.build(input_image)

    loss = tf.reduce_mean(tf.square(image_feats[CONTENT_LAYER] - content_feats[CONTENT_LAYER]))
    for name in STYLE_LAYERS:
        loss += style_weight * tf.reduce_mean(tf.square(gram(image_feats[name]) - gram(style_feats[name])))
    train_op = tf.train.AdamOptimizer(lr).minimize(loss, var_list=[input_image])

    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        for it in range(max_iter):
            _, value = sess.run([train_op, loss])
            if it % 100 == 0:
                print("iter %d loss %.2f" % (it, value))
        result = sess.run(input_image)[0]
    Image.fromarray(np.clip(result, 0, 255).astype(np.uint8)).save(out_path)
