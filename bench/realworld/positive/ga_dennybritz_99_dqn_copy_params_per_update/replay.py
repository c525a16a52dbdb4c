import collections
import random

import gym
import numpy as np

Transition = collections.namedtuple("Transition", "state action reward next_state done")


class ReplayMemory(object):
    def __init__(self, capacity):
        self.buffer = collections.deque(maxlen=capacity)

    def add(self, *args):
        self.buffer.append(Transition(*args))

    def sample(self, n):
        batch = random.sample(self.buffer, n)
        s, a, r, s2, d = map(np.array, zip(*batch))
        return s, a, r.astype(np.float32), s2, d.astype(np.float32)

    def __len__(self):
        return len(self.buffer)


def make_env(name):
    return gym.envs.make(name)


def process_state(frame, previous=None):
    gray = np.mean(frame[34:194:2, ::2], axis=2).astype(np.uint8)
    gray = np.pad(gray, ((2, 2), (2, 2)), mode="edge")[:84, :84]
    if previous is None:
        return np.stack([gray] * 4, axis=2)
    return np.append(previous[:, :, 1:], gray[:, :, None], axis=2)


def epsilon_greedy(estimator, sess, state, epsilon):
    n = estimator.num_actions
    if random.random() < epsilon:
        return random.randrange(n)
    q_values = estimator.predict(sess, np.expand_dims(state, 0))[0]
    return int(np.argmax(q_values))
