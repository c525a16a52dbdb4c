"""Loss that penalises predictions whose direction disagrees with the target."""
import tensorflow as tf

PENALTY = 10.0


def custom_loss(y_true, y_pred):
    y_true_next = y_true[1:]
    y_pred_next = y_pred[1:]
    y_true_tdy = y_true[:-1]
    y_pred_tdy = y_pred[:-1]

    y_true_diff = tf.subtract(y_true_next, y_true_tdy)
    y_pred_diff = tf.subtract(y_pred_next, y_pred_tdy)
    standard = tf.zeros_like(y_pred_diff)
    y_true_move = tf.greater_equal(y_true_diff, standard)
    y_pred_move = tf.greater_equal(y_pred_diff, standard)
    condition = tf.not_equal(y_true_move, y_pred_move)
    indices = tf.where(condition)

    direction_loss = tf.Variable(tf.ones_like(y_pred), dtype="float32")
    updates = tf.cast(tf.ones_like(indices[:, 0]), dtype="float32") * PENALTY
    direction_loss.scatter_nd_update(indices, updates)
    return tf.reduce_mean(tf.square(y_true - y_pred) * direction_loss)
