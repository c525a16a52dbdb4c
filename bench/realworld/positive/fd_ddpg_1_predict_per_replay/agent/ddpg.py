import numpy as np

from utils.memory_buffer import MemoryBuffer

from .actor import ActorNet
from .critic import CriticNet


class ddpgAgent:
    def __init__(self, env, batch_size=100):
        self.obs_dim = env.observation_space.shape[0]
        self.act_dim = env.action_space.shape[0]
        self.action_bound = (env.action_space.high - env.action_space.low) / 2
        self.discount_factor = 0.99
        self.actor = ActorNet(self.obs_dim, self.act_dim, self.action_bound, lr_=1e-4, tau_=1e-3)
        self.critic = CriticNet(self.obs_dim, self.act_dim, lr_=1e-3, tau_=1e-3, discount_factor=0.99)
        self.buffer = MemoryBuffer(20000)
        self.batch_size = batch_size

    def make_action(self, obs, noise_scale=0.1):
        action = self.actor.predict(obs)[0]
        noisy = action + noise_scale * np.random.randn(self.act_dim)
        return np.clip(noisy, -self.action_bound, self.action_bound)

    def update_networks(self, obs, acts, critic_target):
        self.critic.train(obs, acts, critic_target)
        n_actions = self.actor.network.predict(obs, verbose=0)
        q_grads = self.critic.q_gradient(obs, n_actions)
        self.actor.train(obs, self.critic.network, q_grads)
        self.actor.target_update()
        self.critic.target_update()

    def replay(self, replay_num):
        if self.buffer.size() <= self.batch_size:
            return
        for _ in range(replay_num):
            states, actions, rewards, dones, new_states = self.buffer.sample_batch(self.batch_size)
            q_vals = self.critic.target_predict([new_states, self.actor.target_predict(new_states)])
            critic_target = np.where(dones[:, None], rewards[:, None], self.discount_factor * q_vals + rewards[:, None])
            self.update_networks(states, actions, critic_target)

    def memorize(self, obs, act, reward, done, new_obs):
        self.buffer.memorize(obs, act, reward, done, new_obs)
