import random
from collections import deque

import gym
import numpy as np
from tensorflow.compat.v1.keras.layers import Dense, Flatten
from tensorflow.compat.v1.keras.models import Sequential
from tensorflow.compat.v1.keras.optimizers import Adam

from dqn_agent import DQNAgent

env = gym.make("CartPole-v0")
nb_actions = env.action_space.n
model = Sequential([Flatten(input_shape=(1,) + env.observation_space.shape),
                    Dense(16, activation="relu"), Dense(16, activation="relu"), Dense(nb_actions)])
agent = DQNAgent(model, nb_actions, target_model_update=2e-3)
agent.compile(Adam(learning_rate=1e-3))

memory = deque(maxlen=50000)
epsilon = 1.0
for episode in range(2000):
    obs, done, total = env.reset(), False, 0.0
    while not done:
        action = agent.forward(obs[None], epsilon)
        obs2, reward, done, _ = env.step(action)
        memory.append((obs[None], action, reward, obs2[None], float(done)))
        if len(memory) > 1000:
            batch = random.sample(memory, 32)
            agent.backward(tuple(np.array(x) for x in zip(*batch)))
        obs, total = obs2, total + reward
    epsilon = max(0.05, epsilon * 0.995)
    print("episode %d reward %.0f" % (episode, total))
