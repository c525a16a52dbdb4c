import gymnasium as gym
import numpy as np

from dqn import DQNAgent

EPISODES = 1000
BATCH_SIZE = 32


def main():
    env = gym.make("CartPole-v1")
    state_size = env.observation_space.shape[0]
    agent = DQNAgent(state_size, env.action_space.n)
    for e in range(EPISODES):
        state, _ = env.reset()
        state = np.reshape(state, [1, state_size])
        for t in range(500):
            action = agent.act(state)
            next_state, reward, terminated, truncated, _ = env.step(action)
            done = terminated or truncated
            reward = reward if not done else -10
            next_state = np.reshape(next_state, [1, state_size])
            agent.memorize(state, action, reward, next_state, done)
            state = next_state
            if done:
                print(f"episode {e}/{EPISODES}, score {t}, e {agent.epsilon:.2f}")
                break
            if len(agent.memory) > BATCH_SIZE:
                agent.replay(BATCH_SIZE)
        if e % 50 == 0:
            agent.save("cartpole-dqn.weights.h5")


if __name__ == "__main__":
    main()
