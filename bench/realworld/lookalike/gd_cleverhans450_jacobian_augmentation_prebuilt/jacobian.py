import numpy as np
import tensorflow as tf


def jacobian_graph(predictions, x, nb_classes):
    return [tf.gradients(predictions[:, c], x)[0] for c in range(nb_classes)]


def jacobian_augmentation(sess, x, x_sub_prev, y_sub, grads, lmbda):
    x_sub = np.vstack([x_sub_prev, x_sub_prev])
    offset = len(x_sub_prev)
    for ind, sample in enumerate(x_sub_prev):
        grad = sess.run(grads[int(y_sub[ind])], feed_dict={x: sample[np.newaxis]})
        x_sub[offset + ind] = np.clip(sample + lmbda * np.sign(grad[0]), 0.0, 1.0)
    return x_sub
