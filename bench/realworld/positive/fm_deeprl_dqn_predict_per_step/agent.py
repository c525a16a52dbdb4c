import random
from collections import deque

import numpy as np

from networks import QNetwork


class Agent:
    def __init__(self, env, gamma, batch_size):
        self.env = env
        self.gamma = gamma
        self.batch_size = batch_size
        obs_dim = env.observation_space.shape[0]
        self.n_actions = env.action_space.n
        self.online = QNetwork(obs_dim, self.n_actions)
        self.target = QNetwork(obs_dim, self.n_actions)
        self.memory = deque(maxlen=10000)
        self.epsilon = 1.0

    def choose_action(self, state):
        self.epsilon = max(self.epsilon * 0.995, 0.01)
        q_values = self.online.estimate(state[None, :])[0]
        if random.random() < self.epsilon:
            return random.randrange(self.n_actions)
        return int(np.argmax(q_values))

    def replay(self):
        for _ in range(10):
            batch = random.sample(self.memory, self.batch_size)
            states, actions, rewards, nexts, dones = map(np.asarray, zip(*batch))
            targets = self.target.estimate(states)
            best_next = self.target.estimate(nexts).max(axis=1)
            targets[np.arange(self.batch_size), actions] = rewards + (1 - dones) * self.gamma * best_next
            self.online.learn(states, targets)

    def train(self, episodes):
        for episode in range(episodes):
            state, done, score = self.env.reset(), False, 0.0
            while not done:
                action = self.choose_action(state)
                nxt, reward, done, _ = self.env.step(action)
                self.memory.append((state, action, reward * 0.01, nxt, float(done)))
                score += reward
                state = nxt
            if len(self.memory) >= self.batch_size:
                self.replay()
            self.target.copy_from(self.online)
            print("episode", episode, "reward", score)
