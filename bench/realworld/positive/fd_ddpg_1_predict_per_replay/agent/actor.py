import numpy as np
import tensorflow as tf
from keras.layers import Dense, Input, Lambda
from keras.models import Model
from keras.optimizers import Adam


class ActorNet:
    def __init__(self, in_dim, out_dim, act_range, lr_, tau_):
        self.obs_dim, self.act_dim, self.act_range = in_dim, out_dim, act_range
        self.tau = tau_
        self.network = self.create_network()
        self.target_network = self.create_network()
        self.target_network.set_weights(self.network.get_weights())
        self.optimizer = Adam(lr_)

    def create_network(self):
        inp = Input(shape=(self.obs_dim,))
        h = Dense(400, activation="relu")(inp)
        h = Dense(300, activation="relu")(h)
        out = Dense(self.act_dim, activation="tanh")(h)
        out = Lambda(lambda a: a * self.act_range)(out)
        return Model(inp, out)

    def predict(self, obs):
        return self.network.predict(np.expand_dims(obs, axis=0), verbose=0)

    def target_predict(self, new_obs):
        return self.target_network.predict(new_obs, verbose=0)

    def train(self, obs, critic, q_grads):
        with tf.GradientTape() as tape:
            actions = self.network(obs, training=True)
        grads = tape.gradient(actions, self.network.trainable_variables, -q_grads)
        self.optimizer.apply_gradients(zip(grads, self.network.trainable_variables))

    def target_update(self):
        w, wt = self.network.get_weights(), self.target_network.get_weights()
        self.target_network.set_weights([self.tau * a + (1 - self.tau) * b for a, b in zip(w, wt)])
