import tensorflow as tf
import tensorflow_addons as tfa


class TaggerModel(tf.keras.Model):
    def __init__(self, vocab_size, num_tags, emb_dim=300, hidden=512):
        super().__init__()
        self.embed = tf.keras.layers.Embedding(vocab_size, emb_dim)
        self.encoder = tf.keras.layers.Bidirectional(tf.keras.layers.LSTM(hidden, return_sequences=True))
        self.project = tf.keras.layers.Dense(num_tags)
        self.dropout = tf.keras.layers.Dropout(0.5)
        self.transitions = tf.Variable(tf.random.uniform((num_tags, num_tags)), trainable=False)

    def call(self, tokens, tags=None, training=None):
        lengths = tf.reduce_sum(tf.cast(tf.not_equal(tokens, 0), tf.int32), axis=-1)
        logits = self.project(self.encoder(self.dropout(self.embed(tokens), training)))
        if tags is None:
            return logits, lengths
        tags = tf.convert_to_tensor(tags, dtype=tf.int32)
        log_likelihood, self.transitions = tfa.text.crf_log_likelihood(logits, tags, lengths)
        self.transitions = tf.Variable(self.transitions, trainable=False)
        return logits, lengths, log_likelihood
