import argparse
import pathlib

import numpy as np
import tensorflow as tf

from dreamer_lite import Dreamer


class DummyEnv(object):
    def __init__(self, size=(64, 64), horizon=1000):
        self.size, self.horizon, self.t = size, horizon, 0

    def reset(self):
        self.t = 0
        return self._obs(0.0)

    def step(self, action):
        self.t += 1
        return self._obs(np.random.rand()), self.t >= self.horizon

    def _obs(self, reward):
        image = np.random.randint(0, 255, size=(1,) + self.size + (3,), dtype=np.uint8)
        return {"image": image, "reward": np.array([reward], np.float32)}


def main(config):
    for gpu in tf.config.experimental.list_physical_devices("GPU"):
        tf.config.experimental.set_memory_growth(gpu, True)
    config.logdir.mkdir(parents=True, exist_ok=True)
    env = DummyEnv()
    agent = Dreamer(config, action_size=6)
    obs, state, done = env.reset(), None, True
    for step in range(int(config.steps)):
        reset = np.array([done])
        action, state = agent(obs, reset, state, training=True)
        obs, done = env.step(action)
        if done:
            obs = env.reset()
        if step % 10000 == 0:
            print("step", step)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--logdir", type=pathlib.Path, default=pathlib.Path("./logdir"))
    parser.add_argument("--steps", type=float, default=5e6)
    parser.add_argument("--deter_size", type=int, default=200)
    parser.add_argument("--units", type=int, default=400)
    main(parser.parse_args())
