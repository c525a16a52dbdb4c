import argparse

import gymnasium as gym

from agent import GreedyAgent


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="cartpole_q.keras")
    parser.add_argument("--episodes", type=int, default=500)
    args = parser.parse_args()

    env = gym.make("CartPole-v1")
    agent = GreedyAgent(args.model, env.action_space.n)
    returns = []
    for episode in range(args.episodes):
        obs, _ = env.reset(seed=episode)
        done, total = False, 0.0
        while not done:
            obs, reward, terminated, truncated, _ = env.step(agent.act(obs))
            total += reward
            done = terminated or truncated
        returns.append(total)
    print(sum(returns) / len(returns))


if __name__ == "__main__":
    main()
