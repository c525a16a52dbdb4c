# source: https://github.com/TechnoWizzz/Intro_to_AI_Term_Project/blob/HEAD/agent.py
# symptom: none: acting calls the network directly, without predict
# note: the repository's act() path: one state per environment step goes through a method of the keras.Model subclass called as a plain function, not through Model.predict
import gym
import numpy as np
import tensorflow as tf


class DuelingDQN(tf.keras.Model):
    def __init__(self, n_actions):
        super().__init__()
        self.d1 = tf.keras.layers.Dense(128, activation="relu")
        self.d2 = tf.keras.layers.Dense(128, activation="relu")
        self.a = tf.keras.layers.Dense(n_actions)

    def call(self, x):
        return self.a(self.d2(self.d1(x)))

    def advantage(self, x):
        return self.a(self.d2(self.d1(x)))


q_net = DuelingDQN(4)
env = gym.make("LunarLander-v2")
for episode in range(10):
    state = env.reset()
    done = False
    while not done:
        action = int(np.argmax(q_net.advantage(np.array([state], dtype=np.float32))))
        state, reward, done, _ = env.step(action)
