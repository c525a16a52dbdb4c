import random
from collections import deque

import numpy as np

from l2rpn_baselines.utils.BaseDeepQ import BaseDeepQ


class DeepQSimple:
    def __init__(self, action_space, observation_size, name="dq_simple", batch_size=32, update_freq=4):
        self.action_space = action_space
        self.name = name
        self.batch_size = batch_size
        self.update_freq = update_freq
        self.epsilon = 0.99
        self.replay_buffer = deque(maxlen=100000)
        self.deep_q = BaseDeepQ(action_size=action_space.n, observation_size=observation_size)

    def convert_obs(self, observation):
        return np.asarray(observation.to_vect(), dtype=np.float32)

    def convert_act(self, act_id):
        return self.action_space.all_actions[act_id]

    def my_act(self, transformed_obs, reward, done=False):
        chosen, _ = self.deep_q.predict_movement(transformed_obs.reshape(1, -1), self.epsilon)
        self.epsilon = max(0.01, self.epsilon * 0.9999)
        return int(chosen[0])

    def store(self, s, a, r, d, s2):
        self.replay_buffer.append((s, a, r, d, s2))

    def ready_to_train(self):
        return len(self.replay_buffer) >= 10 * self.batch_size

    def train_step(self):
        batch = random.sample(self.replay_buffer, self.batch_size)
        s, a, r, d, s2 = (np.array(column) for column in zip(*batch))
        return self.deep_q.train(s, a, r, d, s2)

    def save(self, path):
        self.deep_q.save_network(path, self.name)
