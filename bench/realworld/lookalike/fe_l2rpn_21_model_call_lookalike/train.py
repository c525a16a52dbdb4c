import numpy as np

from agent.deep_q import DeepQ


def train(env, iterations=50000):
    agent = DeepQ(action_size=env.action_space.n, observation_size=env.observation_space.shape[0])
    obs = env.reset()
    for step in range(iterations):
        action = agent.act(np.asarray(obs, dtype=np.float32))
        new_obs, reward, done, _ = env.step(action)
        agent.remember(obs, action, reward, done, new_obs)
        if step % 4 == 0:
            agent.replay()
        obs = env.reset() if done else new_obs
