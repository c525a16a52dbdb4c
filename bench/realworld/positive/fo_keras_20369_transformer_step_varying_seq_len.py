# source: https://github.com/keras-team/keras/issues/20369
# symptom: training a transformer sequence-to-vector model, every batch with an unseen sequence length takes about 1.5 s instead of 0.002 s; the reporter suspects tracing and mentions reduce_retracing=True but would rather not decorate every function of MultiHeadAttention
# expect: TFM001 42
# note: the thread uses fit with a custom generator; here the same model is trained with a custom loop whose bare @tf.function train step receives padded batches whose length is the longest sequence of each batch, so every new length is a new input shape and a new trace
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


@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        loss = loss_fn(y, model(x, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


for epoch in range(5):
    for step, (x, y) in enumerate(make_batches()):
        loss = train_step(x, y)
    print(f"epoch {epoch}: loss {float(loss):.4f}")
