import numpy as np
import tensorflow as tf
from PIL import Image

import model

CHARSET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def load_and_scale(path, height=32):
    img = Image.open(path).convert("L")
    width = max(int(img.width * height / float(img.height)), 8)
    img = img.resize((width, height))
    arr = np.asarray(img, dtype=np.float32)[None, :, :, None] / 255.0
    return arr, width


def recognize(sess, image_path, ckpt_path):
    image, width = load_and_scale(image_path)
    image_ph = tf.placeholder(tf.float32, [1, 32, None, 1])
    width_ph = tf.placeholder(tf.int32, [1])
    features, seq_len = model.convnet_layers(image_ph, width_ph, training=False)
    logits = model.rnn_layers(features, seq_len, len(CHARSET) + 1)
    decoded, _ = tf.nn.ctc_beam_search_decoder(logits, seq_len, beam_width=64,
                                               merge_repeated=False)
    saver = tf.train.Saver()
    saver.restore(sess, ckpt_path)
    sparse = sess.run(decoded[0], feed_dict={image_ph: image, width_ph: [width]})
    return "".join(CHARSET[i] for i in sparse.values if i < len(CHARSET))
