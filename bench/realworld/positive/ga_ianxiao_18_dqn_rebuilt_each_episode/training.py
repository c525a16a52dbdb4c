import argparse

import numpy as np

from bike_env import BikeRebalancingEnv
from dqn_agent import DQNAgent


def train(episodes, steps, batch_size, stations):
    env = BikeRebalancingEnv(num_stations=stations)
    rewards_per_episode = []

    for episode in range(episodes):
        state = env.reset()
        state = np.reshape(state, [1, env.state_size])

        agent = DQNAgent(env.state_size, env.action_size)

        total_reward = 0.0
        for t in range(steps):
            action = agent.choose_action(state)
            next_state, reward, done = env.step(action)
            next_state = np.reshape(next_state, [1, env.state_size])
            agent.remember(state, action, reward, next_state, done)
            state = next_state
            total_reward += reward
            if len(agent.memory) > batch_size:
                agent.replay(batch_size)
            if done:
                break

        rewards_per_episode.append(total_reward)
        print("episode %d/%d reward %.2f epsilon %.3f" % (episode + 1, episodes, total_reward, agent.epsilon))
    return rewards_per_episode


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--episodes", type=int, default=500)
    parser.add_argument("--steps", type=int, default=24)
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--stations", type=int, default=4)
    args = parser.parse_args()
    history = train(args.episodes, args.steps, args.batch_size, args.stations)
    np.save("rewards.npy", np.array(history))
