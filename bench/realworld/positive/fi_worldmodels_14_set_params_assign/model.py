import numpy as np

from vae.vae import ConvVAE


class Model:
    """Controller + frozen VAE used by every ES worker."""

    def __init__(self, z_size=32, action_size=3):
        self.vae = ConvVAE(z_size=z_size)
        self.weight = np.zeros((z_size, action_size))

    def make_env(self, env):
        self.env = env

    def load_vae(self, jsonfile):
        self.vae.load_json(jsonfile)

    def set_controller(self, flat):
        self.weight = np.asarray(flat).reshape(self.weight.shape)

    def get_action(self, obs):
        z = self.vae.encode(obs[None].astype(np.float32) / 255.0)[0]
        return np.tanh(z @ self.weight)


def simulate(model, env, num_episode=1, max_len=1000):
    rewards = []
    for _ in range(num_episode):
        obs, total = env.reset(), 0.0
        for _ in range(max_len):
            obs, reward, done, _ = env.step(model.get_action(obs))
            total += reward
            if done:
                break
        rewards.append(total)
    return rewards
