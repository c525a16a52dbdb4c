import tensorflow as tf


class CategoricalTower(tf.keras.Model):
    """Embeds two categorical id columns and classifies the concatenation."""

    def __init__(self, vocab_sizes=(3, 5), embed_dim=8, num_classes=10):
        super().__init__()
        self.vocab_sizes = vocab_sizes
        self.embed_dim = embed_dim
        self.hidden = tf.keras.layers.Dense(64, activation="relu")
        self.dropout = tf.keras.layers.Dropout(0.5)
        self.classifier = tf.keras.layers.Dense(num_classes)

    @tf.function(jit_compile=True)
    def call(self, inputs, training=False):
        ids_a, ids_b = inputs
        table_a = tf.Variable(
            tf.random.normal([self.vocab_sizes[0], self.embed_dim]), name="table_a")
        table_b = tf.Variable(
            tf.random.normal([self.vocab_sizes[1], self.embed_dim]), name="table_b")
        emb_a = tf.nn.embedding_lookup(table_a, ids_a)
        emb_b = tf.nn.embedding_lookup(table_b, ids_b)
        x = tf.concat([emb_a, emb_b], axis=-1)
        x = self.hidden(x)
        x = self.dropout(x, training=training)
        return self.classifier(x)
