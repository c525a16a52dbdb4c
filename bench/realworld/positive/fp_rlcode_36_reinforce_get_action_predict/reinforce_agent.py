import numpy as np
import tensorflow as tf
from tensorflow.keras.layers import Dense
from tensorflow.keras.models import Sequential
from tensorflow.keras.optimizers import Adam


class ReinforceAgent:
    def __init__(self, state_size=15, action_size=5, learning_rate=1e-3, discount_factor=0.99):
        self.state_size = state_size
        self.action_size = action_size
        self.discount_factor = discount_factor
        self.model = self.build_model()
        self.optimizer = Adam(learning_rate=learning_rate)
        self.states, self.actions, self.rewards = [], [], []

    def build_model(self):
        model = Sequential([
            Dense(24, activation="relu", input_dim=self.state_size),
            Dense(24, activation="relu"),
            Dense(self.action_size, activation="softmax"),
        ])
        return model

    def get_action(self, state):
        policy = self.model.predict(state, verbose=0)[0]
        return np.random.choice(self.action_size, 1, p=policy)[0]

    def discount_rewards(self, rewards):
        discounted = np.zeros_like(rewards, dtype=np.float32)
        running = 0.0
        for t in reversed(range(len(rewards))):
            running = running * self.discount_factor + rewards[t]
            discounted[t] = running
        return discounted

    def append_sample(self, state, action, reward):
        self.states.append(state[0])
        act = np.zeros(self.action_size)
        act[action] = 1
        self.actions.append(act)
        self.rewards.append(reward)

    def train_model(self):
        returns = self.discount_rewards(self.rewards)
        returns = (returns - returns.mean()) / (returns.std() + 1e-8)
        states = np.array(self.states, dtype=np.float32)
        actions = np.array(self.actions, dtype=np.float32)
        with tf.GradientTape() as tape:
            policy = self.model(states, training=True)
            action_prob = tf.reduce_sum(actions * policy, axis=1)
            loss = -tf.reduce_sum(tf.math.log(action_prob + 1e-8) * returns)
        grads = tape.gradient(loss, self.model.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.model.trainable_variables))
        self.states, self.actions, self.rewards = [], [], []
        return float(loss)
