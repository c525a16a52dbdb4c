import gym

from agent import Agent


def main():
    env = gym.make("CartPole-v1")
    agent = Agent(env, gamma=0.95, batch_size=32)
    agent.train(episodes=1000)


if __name__ == "__main__":
    main()
