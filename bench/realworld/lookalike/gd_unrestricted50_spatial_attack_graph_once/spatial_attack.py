import itertools

import numpy as np
import tensorflow as tf


class SpatialGridAttack(object):
    def __init__(self, sess, x_ph, model_fn, n_angles=31, n_trans=5,
                 max_angle=30.0, max_shift=3.0):
        self.sess = sess
        self.x_ph = x_ph
        grid = list(itertools.product(np.linspace(-max_angle, max_angle, n_angles),
                                      np.linspace(-max_shift, max_shift, n_trans),
                                      np.linspace(-max_shift, max_shift, n_trans)))
        params = tf.constant(np.array(grid, dtype=np.float32))

        def transform(p):
            rotated = tf.contrib.image.rotate(x_ph, p[0] * np.pi / 180.0)
            moved = tf.contrib.image.translate(rotated, p[1:])
            return moved, tf.argmax(model_fn(moved), 1)

        self.candidates, self.preds = tf.map_fn(
            transform, params, dtype=(tf.float32, tf.int64), back_prop=False)

    def perturb(self, x_np, y_np):
        candidates, preds = self.sess.run([self.candidates, self.preds],
                                          feed_dict={self.x_ph: x_np})
        best = x_np.copy()
        fooled_any = np.zeros(len(y_np), dtype=bool)
        for g in range(preds.shape[0]):
            fooled = (preds[g] != y_np) & ~fooled_any
            best[fooled] = candidates[g][fooled]
            fooled_any |= fooled
        return best
