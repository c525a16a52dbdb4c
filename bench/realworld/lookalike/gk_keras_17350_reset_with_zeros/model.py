"""Model that keeps the validation inputs/predictions of the current epoch."""
import tensorflow as tf
from tensorflow import keras


class CollectingModel(keras.Model):
    def __init__(self, *args, feature_dim=32, **kwargs):
        super().__init__(*args, **kwargs)
        self.val_x = tf.Variable(tf.zeros((0, feature_dim)), shape=[None, feature_dim],
                                 trainable=False)
        self.val_pred = tf.Variable(tf.zeros((0,)), shape=[None], trainable=False)

    def test_step(self, data):
        x, y = data
        y_pred = self(x, training=False)
        self.compiled_loss(y, y_pred, regularization_losses=self.losses)
        self.compiled_metrics.update_state(y, y_pred)
        self.val_x.assign(tf.concat([self.val_x, x], axis=0))
        self.val_pred.assign(tf.concat([self.val_pred, tf.reshape(y_pred, [-1])], axis=0))
        return {m.name: m.result() for m in self.metrics}

    def reset_collected(self):
        self.val_x.assign(tf.zeros((0, self.val_x.shape[1])))
        self.val_pred.assign(tf.zeros((0,)))
