"""Run a trained agent greedily (epsilon = 0) or keep training it."""
import argparse

import gym
import numpy as np

from agent import DQNAgent


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--weights", default=None)
    parser.add_argument("--episodes", type=int, default=500)
    parser.add_argument("--batch", type=int, default=32)
    args = parser.parse_args()

    env = gym.make("CartPole-v1")
    state_size = env.observation_space.shape[0]
    agent = DQNAgent(state_size, env.action_space.n)
    if args.weights:
        agent.load(args.weights)
        agent.epsilon = 0.0

    for episode in range(args.episodes):
        state, _ = env.reset()
        state = np.reshape(state, [1, state_size])
        for t in range(500):
            action = agent.act(state)
            next_state, reward, terminated, truncated, _ = env.step(action)
            done = terminated or truncated
            next_state = np.reshape(next_state, [1, state_size])
            agent.remember(state, action, reward if not done else -10, next_state, done)
            state = next_state
            if done:
                print("episode %d/%d score %d eps %.2f" % (episode, args.episodes, t, agent.epsilon))
                break
            if args.weights is None and len(agent.memory) > args.batch:
                agent.replay(args.batch)


if __name__ == "__main__":
    main()
