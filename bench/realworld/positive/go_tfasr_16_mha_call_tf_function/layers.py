import tensorflow as tf


class MultiHeadAttention(tf.keras.layers.Layer):
    def __init__(self, num_heads, head_size, dropout=0.1, **kwargs):
        super().__init__(**kwargs)
        self.num_heads = num_heads
        self.head_size = head_size
        self.dropout = tf.keras.layers.Dropout(dropout)

    def build(self, input_shape):
        d = input_shape[-1]
        inner = self.num_heads * self.head_size
        self.wq = self.add_weight("wq", shape=(d, inner))
        self.wk = self.add_weight("wk", shape=(d, inner))
        self.wv = self.add_weight("wv", shape=(d, inner))
        self.wo = self.add_weight("wo", shape=(inner, d))

    def _split(self, x):
        b, t = tf.shape(x)[0], tf.shape(x)[1]
        x = tf.reshape(x, (b, t, self.num_heads, self.head_size))
        return tf.transpose(x, (0, 2, 1, 3))

    @tf.function
    def call(self, inputs, mask=None, training=False):
        q = self._split(tf.matmul(inputs, self.wq))
        k = self._split(tf.matmul(inputs, self.wk))
        v = self._split(tf.matmul(inputs, self.wv))
        logits = tf.matmul(q, k, transpose_b=True) / (self.head_size ** 0.5)
        if mask is not None:
            logits += (1.0 - mask[:, None, None, :]) * -1e9
        weights = self.dropout(tf.nn.softmax(logits, -1), training=training)
        out = tf.transpose(tf.matmul(weights, v), (0, 2, 1, 3))
        b, t = tf.shape(out)[0], tf.shape(out)[1]
        out = tf.reshape(out, (b, t, self.num_heads * self.head_size))
        return tf.matmul(out, self.wo)
