import gym
import numpy as np


class GymRunner:
    def __init__(self, env_id, max_timesteps=500):
        self.env = gym.make(env_id)
        self.max_timesteps = max_timesteps

    def calc_reward(self, state, action, gym_reward, next_state, done):
        return -10 if done else gym_reward

    def train(self, agent, num_episodes):
        return self.run(agent, num_episodes, do_train=True)

    def run(self, agent, num_episodes, do_train=False):
        scores = []
        for episode in range(num_episodes):
            state = np.reshape(self.env.reset(), [1, agent.state_size])
            total_reward = 0
            for t in range(self.max_timesteps):
                action = agent.select_action(state, do_train)
                next_state, reward, done, _ = self.env.step(action)
                next_state = np.reshape(next_state, [1, agent.state_size])
                reward = self.calc_reward(state, action, reward, next_state, done)
                if do_train:
                    agent.record(state, action, reward, next_state, done)
                total_reward += reward
                state = next_state
                if done:
                    break
            if do_train:
                agent.replay()
            scores.append(total_reward)
            print("episode %d/%d score %d mean %.1f" % (episode + 1, num_episodes, total_reward, np.mean(scores[-100:])))
        return scores
