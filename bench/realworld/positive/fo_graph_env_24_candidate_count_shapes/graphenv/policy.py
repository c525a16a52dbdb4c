import tensorflow as tf
from tensorflow import keras

NODE_FEATURES = 16


class GraphPolicy(keras.Model):
    """Scores every candidate next state of the graph search and returns a softmax over them."""

    def __init__(self):
        super().__init__()
        self.embed = keras.layers.Dense(64, activation="relu")
        self.score = keras.layers.Dense(1)

    def call(self, candidates):
        return tf.squeeze(self.score(self.embed(candidates)), axis=-1)


policy = GraphPolicy()


@tf.function
def action_logits(candidate_features):
    return tf.nn.log_softmax(policy(candidate_features))
