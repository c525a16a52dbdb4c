# source: https://github.com/Cerphilly/SimpleRL/blob/HEAD/Common/Utils.py
# note: look-alike: soft_update/copy_weight call Variable.assign on existing variables in TF2 eager mode once per training step; there is no Session and no graph, the assignments reuse the same variables, and nothing is created per call
import gym
import numpy as np
import tensorflow as tf


def copy_weight(network, target_network):
    for v1, v2 in zip(network.trainable_variables, target_network.trainable_variables):
        v2.assign(v1)


def soft_update(network, target_network, tau):
    for v1, v2 in zip(network.trainable_variables, target_network.trainable_variables):
        v2.assign((1 - tau) * v2 + tau * v1)


def mlp(obs_dim, act_dim):
    return tf.keras.Sequential([
        tf.keras.layers.Dense(256, activation="relu", input_shape=(obs_dim,)),
        tf.keras.layers.Dense(256, activation="relu"),
        tf.keras.layers.Dense(act_dim),
    ])


class DQN:
    def __init__(self, obs_dim, act_dim, lr=1e-3, gamma=0.99, tau=0.005):
        self.act_dim, self.gamma, self.tau = act_dim, gamma, tau
        self.network = mlp(obs_dim, act_dim)
        self.target_network = mlp(obs_dim, act_dim)
        copy_weight(self.network, self.target_network)
        self.optimizer = tf.keras.optimizers.Adam(lr)

    def get_action(self, obs, epsilon):
        if np.random.rand() < epsilon:
            return np.random.randint(self.act_dim)
        return int(tf.argmax(self.network(obs[None].astype(np.float32))[0]))

    def train(self, s, a, r, ns, d):
        target_q = r + self.gamma * (1 - d) * tf.reduce_max(self.target_network(ns), axis=1)
        with tf.GradientTape() as tape:
            q = tf.reduce_sum(self.network(s) * tf.one_hot(a, self.act_dim), axis=1)
            loss = tf.reduce_mean(tf.square(tf.stop_gradient(target_q) - q))
        grads = tape.gradient(loss, self.network.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.network.trainable_variables))
        soft_update(self.network, self.target_network, self.tau)
        return float(loss)


env = gym.make("CartPole-v1")
agent = DQN(env.observation_space.shape[0], env.action_space.n)
buffer = []
for episode in range(500):
    obs, done, ret = env.reset(), False, 0.0
    while not done:
        action = agent.get_action(obs, max(0.05, 1 - episode / 200))
        nobs, rew, done, _ = env.step(action)
        buffer = (buffer + [(obs, action, rew, nobs, float(done))])[-100000:]
        if len(buffer) > 1000:
            idx = np.random.randint(len(buffer), size=64)
            s, a, r, ns, d = (np.array(x, dtype=np.float32) for x in zip(*[buffer[i] for i in idx]))
            agent.train(s, a.astype(np.int32), r, ns, d)
        obs, ret = nobs, ret + rew
    print(episode, ret)
