import os

import numpy as np
import scipy.misc
import tensorflow as tf


def summarize_progress(sess, feature, label, gene_output, batch, train_dir, max_samples=8):
    size = [label.shape[1], label.shape[2]]
    nearest = tf.image.resize(feature, size, method="nearest")
    bicubic = tf.image.resize(feature, size, method="bicubic")
    clipped = tf.clip_by_value(gene_output, 0.0, 1.0)
    image = tf.concat([nearest, bicubic, clipped, label], 2)
    image = image[0:max_samples, :, :, :]
    image = tf.concat([image[i, :, :, :] for i in range(max_samples)], 0)
    image = sess.run(image)
    filename = os.path.join(train_dir, "batch%06d_out.png" % batch)
    scipy.misc.toimage(np.asarray(image), cmin=0.0, cmax=1.0).save(filename)
