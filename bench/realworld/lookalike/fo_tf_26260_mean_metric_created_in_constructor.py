# source: https://github.com/tensorflow/tensorflow/issues/26260
# note: the thread's own layout, which is the documented one: the Mean metric (and its variables) is created once in the model's constructor and only updated from train_step/test_step, which Keras wraps in its own traced function; nothing stateful is constructed inside a traced body
import numpy as np
import tensorflow as tf
from tensorflow import keras


class ReconstructionModel(keras.Model):
    def __init__(self, latent_dim=8):
        super().__init__()
        self.encoder = keras.layers.Dense(latent_dim, activation="relu")
        self.decoder = keras.layers.Dense(32)
        self.recon_tracker = keras.metrics.Mean(name="reconstruction_error")

    def call(self, inputs, training=False):
        return self.decoder(self.encoder(inputs))

    @property
    def metrics(self):
        return [self.recon_tracker]

    def train_step(self, data):
        with tf.GradientTape() as tape:
            error = tf.reduce_mean(tf.square(data - self(data, training=True)))
        grads = tape.gradient(error, self.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        self.recon_tracker.update_state(error)
        return {"reconstruction_error": self.recon_tracker.result()}

    def test_step(self, data):
        self.recon_tracker.update_state(tf.reduce_mean(tf.square(data - self(data))))
        return {"reconstruction_error": self.recon_tracker.result()}


x_train = np.random.rand(32 * 100, 32).astype("float32")
model = ReconstructionModel()
model.compile(optimizer=keras.optimizers.Adam(1e-3))
model.fit(x_train, epochs=20, batch_size=32, validation_split=0.1)
