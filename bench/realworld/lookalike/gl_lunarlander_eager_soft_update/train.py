from collections import deque

import gym
import numpy as np

import utils
from agent import LunarAgent

MINIBATCH_SIZE = 64
NUM_STEPS_FOR_UPDATE = 4


def main(num_episodes=2000, max_steps=1000, epsilon=1.0):
    env = gym.make("LunarLander-v2")
    agent = LunarAgent()
    memory_buffer = deque(maxlen=100_000)
    rng = np.random.default_rng(0)
    for episode in range(num_episodes):
        state, _ = env.reset()
        total = 0.0
        for t in range(max_steps):
            if rng.random() < epsilon:
                action = int(rng.integers(4))
            else:
                q_values = agent.q_network(np.expand_dims(state, 0))
                action = int(np.argmax(q_values.numpy()[0]))
            next_state, reward, terminated, truncated, _ = env.step(action)
            memory_buffer.append((state, action, reward, next_state, terminated))
            if (t + 1) % NUM_STEPS_FOR_UPDATE == 0 and len(memory_buffer) > MINIBATCH_SIZE:
                agent.learn(utils.get_experiences(memory_buffer, MINIBATCH_SIZE, rng))
            state, total = next_state, total + reward
            if terminated or truncated:
                break
        epsilon = max(0.01, 0.995 * epsilon)
        print(f"episode {episode}: total reward {total:.1f}")


if __name__ == "__main__":
    main()
