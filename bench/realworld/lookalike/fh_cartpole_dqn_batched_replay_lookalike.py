# source: https://github.com/zxhwan/liveisafuck/blob/HEAD/agent.py
# symptom: none: no Model.predict per step or per transition
# note: the CartPole agent reworked the usual way: act() calls the model directly on one state, and replay() scores the whole minibatch with predict_on_batch and fits once
import gym
import numpy as np
from keras.layers import Dense
from keras.models import Sequential


class DQNAgent:
    def __init__(self, env, gamma=0.9):
        self.env = env
        self.gamma = gamma
        self.epsilon = 1.0
        self.memory = []
        self.model = Sequential([Dense(64, input_dim=4, activation="tanh"), Dense(2)])
        self.model.compile(loss="mse", optimizer="rmsprop")

    def act(self, state):
        if np.random.rand() <= self.epsilon:
            return self.env.action_space.sample()
        return int(np.argmax(self.model(state, training=False)[0]))

    def replay(self, batch_size=32):
        idx = np.random.choice(len(self.memory), min(batch_size, len(self.memory)))
        s, a, r, s2, d = map(np.array, zip(*[self.memory[i] for i in idx]))
        s, s2 = s.reshape(-1, 4), s2.reshape(-1, 4)
        q_next = self.model.predict_on_batch(s2).max(axis=1)
        target = self.model.predict_on_batch(s)
        target[np.arange(len(idx)), a] = r + self.gamma * q_next * (1 - d)
        self.model.train_on_batch(s, target)
        self.epsilon = max(0.1, self.epsilon * 0.995)


env = gym.make("CartPole-v1")
agent = DQNAgent(env)
for episode in range(300):
    state = np.reshape(env.reset(), [1, 4])
    for t in range(500):
        action = agent.act(state)
        nxt, reward, done, _ = env.step(action)
        nxt = np.reshape(nxt, [1, 4])
        agent.memory.append((state, action, reward, nxt, float(done)))
        state = nxt
        if done:
            break
    agent.replay()
