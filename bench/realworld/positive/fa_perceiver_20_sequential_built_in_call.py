# source: https://github.com/Rishit-dagli/Perceiver/issues/20
# source: https://github.com/Rishit-dagli/Perceiver/pull/21
# symptom: the model fails once it runs under tf.function ("tried to create variables on non-first call"); the fix moves the tf.keras.Sequential wrapping the latent blocks from call() to __init__
# expect: TFM014 45
# note: the state before the fix, in a small Perceiver-style classifier of my own: the list of latent blocks is built in __init__, but call() wraps it in a new Sequential model on every call; the model is trained with fit
import tensorflow as tf
from einops import repeat


class CrossAttention(tf.keras.layers.Layer):
    def __init__(self, dim, heads=1):
        super().__init__()
        self.norm_q = tf.keras.layers.LayerNormalization()
        self.norm_kv = tf.keras.layers.LayerNormalization()
        self.attn = tf.keras.layers.MultiHeadAttention(num_heads=heads, key_dim=dim)

    def call(self, latents, data):
        return latents + self.attn(self.norm_q(latents), self.norm_kv(data))


def latent_block(dim, heads):
    inp = tf.keras.Input((None, dim))
    x = inp + tf.keras.layers.MultiHeadAttention(num_heads=heads, key_dim=dim // heads)(inp, inp)
    x = x + tf.keras.layers.Dense(dim)(tf.keras.layers.Dense(4 * dim, activation="gelu")(x))
    return tf.keras.Model(inp, x)


class Perceiver(tf.keras.Model):
    def __init__(self, num_latents=64, latent_dim=128, depth=4, heads=8, num_classes=10):
        super().__init__()
        self.latents = self.add_weight(name="latents", shape=(num_latents, latent_dim), initializer="random_normal")
        self.project = tf.keras.layers.Dense(latent_dim)
        self.cross_attn = CrossAttention(latent_dim)
        self.existing_layers = [latent_block(latent_dim, heads) for _ in range(depth)]
        self.to_logits = tf.keras.Sequential([
            tf.keras.layers.LayerNormalization(axis=-1),
            tf.keras.layers.Dense(num_classes),
        ])

    def call(self, inputs):
        b = tf.shape(inputs)[0]
        data = self.project(tf.reshape(inputs, [b, -1, inputs.shape[-1]]))
        x = repeat(self.latents, "n d -> b n d", b=b)
        x = self.cross_attn(x, data)
        x = tf.keras.Sequential(self.existing_layers)(x)
        x = tf.math.reduce_mean(x, axis=-2)
        return self.to_logits(x)


(x_train, y_train), (x_test, y_test) = tf.keras.datasets.cifar10.load_data()
model = Perceiver()
model.compile(
    optimizer=tf.keras.optimizers.Adam(3e-4),
    loss=tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True),
    metrics=["accuracy"],
)
model.fit(x_train / 255.0, y_train, batch_size=64, epochs=20, validation_data=(x_test / 255.0, y_test))
