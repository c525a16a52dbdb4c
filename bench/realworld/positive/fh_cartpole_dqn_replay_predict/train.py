import gym
import numpy as np

from agent import DQNAgent


def main(episodes=1000, batch_size=32):
    env = gym.make("CartPole-v1")
    agent = DQNAgent(env)
    for episode in range(episodes):
        state = np.reshape(env.reset(), [1, 4])
        for t in range(500):
            action = agent.act(state)
            next_state, reward, done, _ = env.step(action)
            next_state = np.reshape(next_state, [1, 4])
            agent.remember(state, action, -10.0 if done else reward, next_state, done)
            state = next_state
            if done:
                print("episode", episode, "score", t)
                break
        agent.replay(batch_size)


if __name__ == "__main__":
    main()
