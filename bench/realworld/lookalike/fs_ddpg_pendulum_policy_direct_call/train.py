import gymnasium as gym
import numpy as np

from agent import DDPGAgent
from replay import Buffer

env = gym.make("Pendulum-v1")
num_states = env.observation_space.shape[0]
num_actions = env.action_space.shape[0]
agent = DDPGAgent(num_states, num_actions, env.action_space.low[0], env.action_space.high[0])
buffer = Buffer(num_states, num_actions, capacity=50000, batch_size=64)

ep_reward_list = []
for ep in range(100):
    prev_state, _ = env.reset()
    episodic_reward = 0.0
    while True:
        action = agent.policy(prev_state, noise=np.random.normal(0.0, 0.2))
        state, reward, done, truncated, _ = env.step(action)
        buffer.record((prev_state, action[0], reward, state))
        episodic_reward += reward
        agent.update(*buffer.sample())
        agent.update_targets()
        if done or truncated:
            break
        prev_state = state
    ep_reward_list.append(episodic_reward)
    print("Episode * {} * Avg Reward is ==> {}".format(ep, np.mean(ep_reward_list[-40:])))
