import numpy as np
import tensorflow as tf


class TEDModel(tf.keras.Model):
    def __init__(self, n_actions, units=128):
        super().__init__()
        self.encoder = tf.keras.layers.GRU(units)
        self.head = tf.keras.layers.Dense(n_actions)

    def call(self, dialogue, training=False):
        return self.head(self.encoder(dialogue, training=training))

    def batch_predict(self, dialogue):
        return tf.nn.softmax(self(dialogue, training=False), axis=-1)


class TEDPolicy:
    def __init__(self, model, max_history=10, feat_dim=32):
        self.model = model
        self.max_history = max_history
        self.feat_dim = feat_dim
        self._predict_fn = None

    def _get_predict_fn(self):
        if self._predict_fn is None:
            spec = tf.TensorSpec([None, None, self.feat_dim], tf.float32)
            self._predict_fn = tf.function(self.model.batch_predict, input_signature=[spec])
        return self._predict_fn

    def predict_action_probabilities(self, tracker_states):
        states = np.stack(tracker_states[-self.max_history:]).astype("float32")
        probs = self._get_predict_fn()(tf.constant(states[None]))
        return probs.numpy()[0]
