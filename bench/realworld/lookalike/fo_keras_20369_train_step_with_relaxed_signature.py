# source: https://github.com/keras-team/keras/issues/20369
# note: the correct form of the positive fo_keras_20369_transformer_step_varying_seq_len: the custom train step declares an input_signature with unknown batch and sequence dimensions, so padded batches of any length run through a single trace (the alternative named in the thread, reduce_retracing=True, would also be accepted by RULES.md)
import numpy as np
import tensorflow as tf
from tensorflow import keras

NCLASSES, D_MODEL, BATCH = 3, 8, 16


class SeqToVec(keras.Model):
    def __init__(self):
        super().__init__()
        self.embed = keras.layers.Dense(D_MODEL)
        self.mha = keras.layers.MultiHeadAttention(num_heads=2, key_dim=D_MODEL)
        self.norm = keras.layers.LayerNormalization()
        self.pool = keras.layers.GlobalAveragePooling1D()
        self.out = keras.layers.Dense(NCLASSES)

    def call(self, x, training=False):
        h = self.embed(x)
        h = self.norm(h + self.mha(h, h, training=training))
        return self.out(self.pool(h))


def make_batches(n_samples=2000, rng=np.random.default_rng(0)):
    lengths = rng.integers(20, 400, size=n_samples)
    for start in range(0, n_samples, BATCH):
        chunk = lengths[start:start + BATCH]
        x = np.zeros((len(chunk), chunk.max(), 4), dtype=np.float32)
        for row, n in enumerate(chunk):
            x[row, :n] = rng.normal(size=(n, 4))
        yield x, rng.integers(0, NCLASSES, size=len(chunk))


model = SeqToVec()
optimizer = keras.optimizers.Adam(1e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)


@tf.function(input_signature=[tf.TensorSpec([None, None, 4], tf.float32),
                              tf.TensorSpec([None], tf.int64)])
def train_step(x, y):
    with tf.GradientTape() as tape:
        loss = loss_fn(y, model(x, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


for epoch in range(5):
    for step, (x, y) in enumerate(make_batches()):
        loss = train_step(x, y.astype(np.int64))
    print(f"epoch {epoch}: loss {float(loss):.4f}")
