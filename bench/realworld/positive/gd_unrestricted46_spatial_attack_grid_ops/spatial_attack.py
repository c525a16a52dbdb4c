import itertools

import numpy as np
import tensorflow as tf


class SpatialGridAttack(object):
    def __init__(self, x_ph, model_fn, n_angles=31, n_trans=5, max_angle=30.0, max_shift=3.0):
        self.x_ph = x_ph
        self.model_fn = model_fn
        self.angles = np.linspace(-max_angle, max_angle, n_angles)
        self.shifts = np.linspace(-max_shift, max_shift, n_trans)

    def perturb(self, sess, x_np, y_np):
        best = x_np.copy()
        still_correct = np.ones(len(y_np), dtype=bool)
        for angle, dx, dy in itertools.product(self.angles, self.shifts, self.shifts):
            rotated = tf.contrib.image.rotate(self.x_ph, np.deg2rad(angle))
            moved = tf.contrib.image.translate(rotated, [dx, dy])
            logits = self.model_fn(moved)
            candidate, preds = sess.run([moved, tf.argmax(logits, 1)],
                                        feed_dict={self.x_ph: x_np})
            fooled = (preds != y_np) & still_correct
            best[fooled] = candidate[fooled]
            still_correct &= ~fooled
            if not still_correct.any():
                break
        return best
