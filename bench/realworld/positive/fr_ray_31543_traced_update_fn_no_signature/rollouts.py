import gym
import numpy as np

_ENVS = {}


def _episode(worker_id, gamma=0.99):
    env = _ENVS.setdefault(worker_id, gym.make("LunarLander-v2"))
    obs, _ = env.reset()
    observations, actions, rewards = [], [], []
    done = False
    while not done:
        action = env.action_space.sample()
        observations.append(obs)
        actions.append(action)
        obs, reward, terminated, truncated, _ = env.step(action)
        rewards.append(reward)
        done = terminated or truncated
    returns = np.zeros(len(rewards), dtype="float32")
    running = 0.0
    for t in reversed(range(len(rewards))):
        running = rewards[t] + gamma * running
        returns[t] = running
    return {"obs": np.asarray(observations, "float32"), "actions": np.asarray(actions, "int32"), "returns": returns}


def collect_episodes(num_workers=8):
    return [_episode(w) for w in range(num_workers)]
