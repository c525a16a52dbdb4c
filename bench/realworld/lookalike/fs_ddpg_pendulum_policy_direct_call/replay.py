import numpy as np
import tensorflow as tf


class Buffer:
    def __init__(self, num_states, num_actions, capacity=100000, batch_size=64):
        self.capacity, self.batch_size, self.counter = capacity, batch_size, 0
        self.states = np.zeros((capacity, num_states), dtype=np.float32)
        self.actions = np.zeros((capacity, num_actions), dtype=np.float32)
        self.rewards = np.zeros((capacity, 1), dtype=np.float32)
        self.next_states = np.zeros((capacity, num_states), dtype=np.float32)

    def record(self, obs_tuple):
        i = self.counter % self.capacity
        self.states[i], self.actions[i], self.rewards[i], self.next_states[i] = obs_tuple
        self.counter += 1

    def sample(self):
        idx = np.random.choice(min(self.counter, self.capacity), self.batch_size)
        return tuple(tf.convert_to_tensor(a[idx]) for a in (self.states, self.actions, self.rewards, self.next_states))
