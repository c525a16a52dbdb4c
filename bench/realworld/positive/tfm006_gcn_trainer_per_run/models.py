import tensorflow as tf


class GCN(tf.keras.Model):
    def __init__(self, hidden, num_classes, dropout):
        super().__init__()
        self.dense1, self.dense2 = tf.keras.layers.Dense(hidden), tf.keras.layers.Dense(num_classes)
        self.dropout = tf.keras.layers.Dropout(dropout)

    def call(self, inputs, training=False):
        x, adj = inputs
        h = tf.nn.relu(tf.sparse.sparse_dense_matmul(adj, self.dense1(self.dropout(x, training=training))))
        return tf.sparse.sparse_dense_matmul(adj, self.dense2(self.dropout(h, training=training)))
