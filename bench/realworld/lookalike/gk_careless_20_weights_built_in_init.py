# source: https://github.com/rs-station/careless/pull/20
# note: the scaling model creates all of its layers (and forces their weights) in __init__, before the training step is traced; the tf.function step only calls existing layers, so no variable is created inside the traced function and the step is traced once
import numpy as np
import tensorflow as tf


class ScalingModel(tf.keras.layers.Layer):
    def __init__(self, metadata_width, hidden=(20, 20), **kwargs):
        super().__init__(**kwargs)
        self.hidden_layers = [tf.keras.layers.Dense(units, activation="relu") for units in hidden]
        self.loc_layer = tf.keras.layers.Dense(1)
        self.scale_layer = tf.keras.layers.Dense(1, activation="softplus")
        dummy = tf.zeros([1, metadata_width])
        self(dummy)

    def call(self, metadata):
        x = metadata
        for layer in self.hidden_layers:
            x = layer(x)
        return self.loc_layer(x), self.scale_layer(x) + 1e-6


class MergingModel(tf.keras.Model):
    def __init__(self, metadata_width, n_refls):
        super().__init__()
        self.scaling = ScalingModel(metadata_width)
        self.log_intensity = tf.Variable(tf.zeros([n_refls]), name="log_intensity")

    def call(self, refl_id, metadata):
        loc, scale = self.scaling(metadata)
        return tf.gather(tf.exp(self.log_intensity), refl_id)[:, None] * loc, scale


model = MergingModel(metadata_width=6, n_refls=5000)
optimizer = tf.keras.optimizers.Adam(1e-3)


@tf.function
def train_step(refl_id, metadata, iobs, sigiobs):
    with tf.GradientTape() as tape:
        ipred, scale = model(refl_id, metadata)
        nll = 0.5 * tf.square((iobs - ipred) / (sigiobs * scale)) + tf.math.log(scale)
        loss = tf.reduce_mean(nll)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


rng = np.random.default_rng(0)
refl_id = rng.integers(0, 5000, size=20000)
metadata = rng.random((20000, 6)).astype(np.float32)
iobs = rng.random((20000, 1)).astype(np.float32)
sigiobs = np.full((20000, 1), 0.1, np.float32)
ds = tf.data.Dataset.from_tensor_slices((refl_id, metadata, iobs, sigiobs)).batch(1000, drop_remainder=True)
for epoch in range(50):
    for batch in ds:
        loss = train_step(*batch)
    print(epoch, float(loss))
