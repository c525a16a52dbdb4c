import argparse

import gym
import numpy as np

from agent.ddpg import ddpgAgent


def train(env_name, episodes, render=False):
    env = gym.make(env_name)
    agent = ddpgAgent(env, batch_size=64)
    rewards = []
    for ep in range(episodes):
        obs, _ = env.reset()
        done, total = False, 0.0
        while not done:
            act = agent.make_action(obs)
            new_obs, reward, terminated, truncated, _ = env.step(act)
            done = terminated or truncated
            agent.memorize(obs, act, reward, done, new_obs)
            agent.replay(1)
            obs, total = new_obs, total + reward
        rewards.append(total)
        print(f"episode {ep}: reward {total:.1f} (mean of last 10: {np.mean(rewards[-10:]):.1f})")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--env", default="Pendulum-v1")
    parser.add_argument("--episodes", type=int, default=500)
    args = parser.parse_args()
    train(args.env, args.episodes)
