"""Bag-level metrics for attention-based multiple instance learning."""
import tensorflow as tf


class BagAUC(tf.keras.metrics.Metric):
    """AUC over bags: a bag is positive if any instance is positive."""

    def __init__(self, name="bag_auc", **kwargs):
        super().__init__(name=name, **kwargs)
        self.true_labels = self.add_weight("true_labels", shape=(4096,),
                                           initializer="zeros")
        self.pred_scores = self.add_weight("pred_scores", shape=(4096,),
                                           initializer="zeros")
        self.count = self.add_weight("count", initializer="zeros", dtype="int32")

    def update_state(self, y_true, y_pred, sample_weight=None):
        b_true = tf.reduce_max(y_true)
        b_pred = tf.reduce_max(y_pred)
        idx = tf.reshape(self.count, [1, 1])
        self.true_labels.scatter_nd_update(idx, tf.reshape(b_true, [1]))
        self.pred_scores.scatter_nd_update(idx, tf.reshape(b_pred, [1]))
        self.count.assign_add(1)

    def result(self):
        n = self.count
        m = tf.keras.metrics.AUC()
        m.update_state(self.true_labels[:n], self.pred_scores[:n])
        return m.result()

    def reset_state(self):
        for v in (self.true_labels, self.pred_scores):
            v.assign(tf.zeros_like(v))
        self.count.assign(0)
