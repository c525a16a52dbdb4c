"""Bag-level AUC computed from per-bag NumPy values."""
import numpy as np
import tensorflow as tf
from sklearn.metrics import roc_auc_score


class BagAUC(tf.keras.metrics.Metric):
    """Collects one (label, score) pair per bag and reports the ROC AUC.

    update_state converts to NumPy, so the model must be compiled with
    run_eagerly=True (as recommended in the thread).
    """

    def __init__(self, name="bag_auc", **kwargs):
        super().__init__(name=name, **kwargs)
        self.true_labels = []
        self.pred_labels = []

    def update_state(self, y_true, y_pred, sample_weight=None):
        b_true = tf.reduce_max(y_true)
        self.true_labels.append(b_true.numpy())
        pred_max = tf.reduce_max(y_pred)
        self.pred_labels.append(pred_max.numpy())

    def result(self):
        if len(set(self.true_labels)) < 2:
            return tf.constant(0.5)
        return tf.constant(roc_auc_score(self.true_labels, self.pred_labels), tf.float32)

    def reset_state(self):
        self.true_labels = []
        self.pred_labels = []
