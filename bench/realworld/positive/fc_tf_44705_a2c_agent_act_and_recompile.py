# source: https://github.com/tensorflow/tensorflow/issues/44705
# source: https://github.com/keras-team/keras/issues/10358
# symptom: an actor-critic agent with LSTM layers runs out of GPU memory after about 30 iterations of its training loop although the models are small; the loop predicts the action and fits actor and critic on every step. The second thread asks how to change loss weights every iteration with train_on_batch; the maintainer answers that recompiling is slow and expensive, not something to do at each batch
# expect: TFM008 31
# expect: TFM013 41
# note: my own agent class: act() is called once per environment step from run_episode(), and learn() recompiles the critic with a new entropy/value loss weighting before each train_on_batch, as the second reporter wanted to do
import gymnasium as gym
import numpy as np
import tensorflow as tf
from tensorflow.keras import layers


def lstm_net(obs_dim, out_dim, activation):
    inp = tf.keras.Input(shape=(1, obs_dim))
    h = layers.LSTM(1024)(inp)
    out = layers.Dense(out_dim, activation=activation)(h)
    return tf.keras.Model(inp, out)


class A2CAgent:
    def __init__(self, obs_dim, n_actions, gamma=0.99):
        self.n_actions = n_actions
        self.gamma = gamma
        self.actor = lstm_net(obs_dim, n_actions, "softmax")
        self.critic = lstm_net(obs_dim, 1, None)
        self.actor.compile(optimizer=tf.keras.optimizers.Adam(1e-4), loss="categorical_crossentropy")
        self.critic_opt = tf.keras.optimizers.Adam(5e-4)
        self.value_weight = 1.0

    def act(self, state):
        probs = self.actor.predict(state[None, None, :], verbose=0)[0]
        return int(np.random.choice(self.n_actions, p=probs))

    def learn(self, state, action, reward, next_state, done):
        s = state[None, None, :]
        s2 = next_state[None, None, :]
        v = self.critic(s, training=False).numpy()[0, 0]
        v2 = 0.0 if done else self.critic(s2, training=False).numpy()[0, 0]
        target = reward + self.gamma * v2
        self.value_weight = max(0.1, self.value_weight * 0.999)
        self.critic.compile(optimizer=self.critic_opt, loss="mse", loss_weights=[self.value_weight])
        self.critic.train_on_batch(s, np.array([[target]]))
        advantage = np.zeros((1, self.n_actions))
        advantage[0, action] = target - v
        self.actor.fit(s, advantage, epochs=1, verbose=0)


def run_episode(env, agent):
    state, _ = env.reset()
    total = 0.0
    done = False
    while not done:
        action = agent.act(state)
        next_state, reward, terminated, truncated, _ = env.step(action)
        done = terminated or truncated
        agent.learn(state, action, reward, next_state, done)
        state = next_state
        total += reward
    return total


env = gym.make("CartPole-v1")
agent = A2CAgent(env.observation_space.shape[0], env.action_space.n)
for episode in range(500):
    print(episode, run_episode(env, agent))
