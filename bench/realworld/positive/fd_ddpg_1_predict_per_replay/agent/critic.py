import tensorflow as tf
from keras.layers import Concatenate, Dense, Input
from keras.models import Model
from keras.optimizers import Adam


class CriticNet:
    def __init__(self, in_dim, out_dim, lr_, tau_, discount_factor):
        self.obs_dim, self.act_dim = in_dim, out_dim
        self.tau, self.discount_factor = tau_, discount_factor
        self.network = self.create_network()
        self.target_network = self.create_network()
        self.target_network.set_weights(self.network.get_weights())
        self.optimizer = Adam(lr_)

    def create_network(self):
        obs, act = Input(shape=(self.obs_dim,)), Input(shape=(self.act_dim,))
        h = Dense(300, activation="relu")(Concatenate()([obs, act]))
        h = Dense(400, activation="relu")(h)
        return Model([obs, act], Dense(1)(h))

    def q_gradient(self, obs, acts):
        acts = tf.convert_to_tensor(acts)
        with tf.GradientTape() as tape:
            tape.watch(acts)
            q = tf.squeeze(self.network([obs, acts]))
        return tape.gradient(q, acts)

    def train(self, obs, acts, target):
        with tf.GradientTape() as tape:
            q = self.network([obs, acts], training=True)
            loss = tf.reduce_mean(tf.square(q - target))
        grads = tape.gradient(loss, self.network.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.network.trainable_variables))

    def target_predict(self, inputs):
        return self.target_network.predict(inputs, verbose=0)

    def target_update(self):
        w, wt = self.network.get_weights(), self.target_network.get_weights()
        self.target_network.set_weights([self.tau * a + (1 - self.tau) * b for a, b in zip(w, wt)])
