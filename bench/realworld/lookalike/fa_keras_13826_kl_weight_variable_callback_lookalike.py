# source: https://github.com/keras-team/keras/issues/13826
# note: the working KL-annealing pattern from the thread: the KL weight is a backend variable created once, before the loss function that reads it, and a callback assigns it a new value at the start of each epoch; the compiled training function reads the variable, so nothing is retraced or rebuilt when the weight changes
import numpy as np
import tensorflow as tf
from tensorflow.keras import backend as K

latent_dim = 16
kl_weight = K.variable(0.0, name="kl_weight")


class Sampling(tf.keras.layers.Layer):
    def call(self, inputs):
        z_mean, z_log_var = inputs
        eps = tf.random.normal(tf.shape(z_mean))
        return z_mean + tf.exp(0.5 * z_log_var) * eps


class KLLoss(tf.keras.layers.Layer):
    def call(self, inputs):
        z_mean, z_log_var = inputs
        kl = -0.5 * tf.reduce_mean(tf.reduce_sum(1 + z_log_var - tf.square(z_mean) - tf.exp(z_log_var), axis=1))
        self.add_loss(kl_weight * kl)
        return z_mean


inputs = tf.keras.Input((784,))
h = tf.keras.layers.Dense(256, activation="relu")(inputs)
z_mean = tf.keras.layers.Dense(latent_dim)(h)
z_log_var = tf.keras.layers.Dense(latent_dim)(h)
z = Sampling()([KLLoss()([z_mean, z_log_var]), z_log_var])
outputs = tf.keras.layers.Dense(784, activation="sigmoid")(tf.keras.layers.Dense(256, activation="relu")(z))
vae = tf.keras.Model(inputs, outputs)


def reconstruction_loss(y_true, y_pred):
    return 784 * tf.keras.losses.binary_crossentropy(y_true, y_pred)


class KLAnnealing(tf.keras.callbacks.Callback):
    def __init__(self, warmup_epochs=10):
        super().__init__()
        self.warmup_epochs = warmup_epochs

    def on_epoch_begin(self, epoch, logs=None):
        K.set_value(kl_weight, min(1.0, epoch / self.warmup_epochs))


(x_train, _), (x_test, _) = tf.keras.datasets.mnist.load_data()
x_train = x_train.reshape(-1, 784).astype(np.float32) / 255.0
x_test = x_test.reshape(-1, 784).astype(np.float32) / 255.0
vae.compile(optimizer="adam", loss=reconstruction_loss)
vae.fit(x_train, x_train, epochs=50, batch_size=128, validation_data=(x_test, x_test), callbacks=[KLAnnealing()])
