import numpy as np
import tensorflow as tf


class TEDModel(tf.keras.Model):
    def __init__(self, n_actions, units=128):
        super().__init__()
        self.encoder = tf.keras.layers.GRU(units, return_sequences=False)
        self.head = tf.keras.layers.Dense(n_actions)

    def call(self, dialogue, training=False):
        return self.head(self.encoder(dialogue, training=training))

    def batch_predict(self, dialogue):
        return tf.nn.softmax(self(dialogue, training=False), axis=-1)


class TEDPolicy:
    def __init__(self, model: TEDModel, max_history=10):
        self.model = model
        self.max_history = max_history

    def _featurize(self, tracker_states):
        states = tracker_states[-self.max_history:]
        x = np.zeros((1, self.max_history, states[0].shape[-1]), dtype="float32")
        x[0, -len(states):] = np.stack(states)
        return x

    def predict_action_probabilities(self, tracker_states):
        predict_fn = tf.function(self.model.batch_predict)
        probs = predict_fn(tf.constant(self._featurize(tracker_states)))
        return probs.numpy()[0]
