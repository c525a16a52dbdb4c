"""Direction-aware loss whose weight buffer is created once and reused."""
import tensorflow as tf

PENALTY = 10.0


class DirectionWeights(tf.Module):
    def __init__(self):
        super().__init__(name="direction_weights")
        self.weights = None

    @tf.function
    def __call__(self, y_pred, indices):
        if self.weights is None:
            self.weights = tf.Variable(tf.ones_like(y_pred), dtype="float32",
                                       trainable=False)
        self.weights.assign(tf.ones_like(y_pred))
        updates = tf.cast(tf.ones_like(indices[:, 0]), "float32") * PENALTY
        self.weights.scatter_nd_update(indices, updates)
        return tf.identity(self.weights)


_direction = DirectionWeights()


def custom_loss(y_true, y_pred):
    y_true_diff = y_true[1:] - y_true[:-1]
    y_pred_diff = y_pred[1:] - y_pred[:-1]
    condition = tf.not_equal(y_true_diff >= 0.0, y_pred_diff >= 0.0)
    indices = tf.where(condition)
    weights = _direction(y_pred, indices)
    return tf.reduce_mean(tf.square(y_true - y_pred) * weights)
