# source: https://github.com/Hirosora/LightCTR/issues/5
# symptom: training the CTR models raises "ValueError: tf.function-decorated function tried to create variables on non-first call"; the workaround posted is tf.config.experimental_run_functions_eagerly(True)
# expect: TFM014 31
# note: the cross-network block creates its per-layer weights inside call() (here as Dense layers built on every call), so every trace of fit's train function creates new variables; the DNN block next to it builds its layers in __init__ as it should
import tensorflow as tf
from tensorflow.keras import layers


class DNN(tf.keras.Model):
    def __init__(self, units=(128, 64), dropout=0.1, **kwargs):
        super().__init__(**kwargs)
        self.mlp = tf.keras.Sequential()
        for u in units:
            self.mlp.add(layers.Dense(u, activation="relu"))
            self.mlp.add(layers.Dropout(dropout))

    def call(self, inputs, training=None):
        return self.mlp(inputs, training=training)


class CrossNetwork(tf.keras.Model):
    def __init__(self, layers_num=3, l2=1e-5, **kwargs):
        super().__init__(**kwargs)
        self.layers_num = layers_num
        self.l2 = l2

    def call(self, inputs):
        x0 = tf.concat(inputs, axis=1)
        x = x0
        for i in range(self.layers_num):
            cross = layers.Dense(1, use_bias=True, kernel_regularizer=tf.keras.regularizers.l2(self.l2))
            x = x0 * cross(x) + x
        return x


class DCN(tf.keras.Model):
    def __init__(self, vocab_sizes, embed_dim=8, **kwargs):
        super().__init__(**kwargs)
        self.embeddings = [layers.Embedding(v, embed_dim) for v in vocab_sizes]
        self.cross = CrossNetwork(layers_num=3)
        self.deep = DNN((128, 64))
        self.out = layers.Dense(1, activation="sigmoid")

    def call(self, inputs, training=None):
        embedded = [tf.squeeze(emb(inputs[:, i:i + 1]), axis=1) for i, emb in enumerate(self.embeddings)]
        cross_out = self.cross(embedded)
        deep_out = self.deep(tf.concat(embedded, axis=1), training=training)
        return self.out(tf.concat([cross_out, deep_out], axis=1))


if __name__ == "__main__":
    import numpy as np

    vocab = [1000, 500, 24, 7, 300]
    x = np.stack([np.random.randint(0, v, 20000) for v in vocab], axis=1)
    y = np.random.randint(0, 2, (20000, 1)).astype("float32")
    model = DCN(vocab)
    model.compile(optimizer="adam", loss="binary_crossentropy", metrics=[tf.keras.metrics.AUC()])
    model.fit(x, y, batch_size=256, epochs=3, validation_split=0.1)
