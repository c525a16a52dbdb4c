import gym
import numpy as np

from agent.dqn import DQNAgent
from agent.replay import ReplayBuffer

env = gym.make("LunarLander-v2")
agent = DQNAgent(env.observation_space.shape[0], env.action_space.n)
buffer = ReplayBuffer(100_000)

for episode in range(1000):
    state = env.reset()
    done, total = False, 0.0
    while not done:
        action = agent.get_action(state)
        next_state, reward, done, _ = env.step(action)
        buffer.add(state, action, reward, next_state, done)
        state, total = next_state, total + reward
        if len(buffer) > 1000:
            agent.learn(*buffer.sample(64))
    agent.epsilon = max(0.05, agent.epsilon * 0.995)
    if episode % 10 == 0:
        agent.sync_target()
    print(episode, total)
