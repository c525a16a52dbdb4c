import random
from collections import deque

import gym

from app.DoubleDQNAgent import DoubleDQNAgent
from app.parameters import EPSILON_END, EPSILON_DECAY

BATCH_SIZE = 32


def run(episodes=2000):
    env = gym.make("LunarLander-v2")
    agent = DoubleDQNAgent(env.observation_space.shape[0], env.action_space.n)
    memory = deque(maxlen=100_000)
    for episode in range(episodes):
        state, total = env.reset(), 0.0
        done = False
        while not done:
            action = agent.act(state)
            next_state, reward, done, _ = env.step(action)
            memory.append((state, action, reward, next_state, done))
            state, total = next_state, total + reward
            if len(memory) >= BATCH_SIZE:
                agent.learn(random.sample(memory, BATCH_SIZE))
        agent.epsilon = max(EPSILON_END, agent.epsilon * EPSILON_DECAY)
        print(f"episode {episode} reward {total:.1f}")
    agent.save_network("output/models/ddqn.h5")


if __name__ == "__main__":
    run()
