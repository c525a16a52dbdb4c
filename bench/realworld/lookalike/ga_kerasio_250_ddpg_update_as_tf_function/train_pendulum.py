import gym
import numpy as np
import tensorflow as tf

from ddpg_agent import Buffer, UPPER_BOUND, get_actor, get_critic, update_target


class OUActionNoise:
    def __init__(self, mean, std_deviation, theta=0.15, dt=1e-2):
        self.theta, self.mean, self.std_dev, self.dt = theta, mean, std_deviation, dt
        self.x_prev = np.zeros_like(self.mean)

    def __call__(self):
        x = (self.x_prev + self.theta * (self.mean - self.x_prev) * self.dt
             + self.std_dev * np.sqrt(self.dt) * np.random.normal(size=self.mean.shape))
        self.x_prev = x
        return x


def policy(actor, state, noise):
    sampled = tf.squeeze(actor(state)).numpy() + noise()
    return [np.clip(sampled, -UPPER_BOUND, UPPER_BOUND)]


env = gym.make("Pendulum-v1")
actor, critic = get_actor(), get_critic()
target_actor, target_critic = get_actor(), get_critic()
target_actor.set_weights(actor.get_weights())
target_critic.set_weights(critic.get_weights())
buffer = Buffer(actor, critic, target_actor, target_critic)
noise = OUActionNoise(mean=np.zeros(1), std_deviation=0.2 * np.ones(1))
tau = 0.005
ep_rewards = []

for ep in range(100):
    prev_state = env.reset()
    episodic_reward = 0.0
    while True:
        tf_prev_state = tf.expand_dims(tf.convert_to_tensor(prev_state, dtype=tf.float32), 0)
        action = policy(actor, tf_prev_state, noise)
        state, reward, done, info = env.step(action)
        buffer.record((prev_state, action, reward, state))
        episodic_reward += reward
        buffer.learn()
        update_target(target_actor.variables, actor.variables, tau)
        update_target(target_critic.variables, critic.variables, tau)
        if done:
            break
        prev_state = state
    ep_rewards.append(episodic_reward)
    print("Episode {} * Avg Reward is ==> {}".format(ep, np.mean(ep_rewards[-40:])))
