import gym
import numpy as np
import tensorflow as tf

from eager_policy import EagerTFPolicy


def build_q_model(obs_dim, num_actions):
    return tf.keras.Sequential([
        tf.keras.layers.Dense(64, activation="relu", input_shape=(obs_dim,)),
        tf.keras.layers.Dense(num_actions),
    ])


def main(total_steps=200000):
    env = gym.make("CartPole-v1")
    obs_dim, n_act = env.observation_space.shape[0], env.action_space.n
    policy = EagerTFPolicy(build_q_model(obs_dim, n_act), obs_dim, n_act)
    obs, episode_return = env.reset(), 0.0
    for step in range(total_steps):
        action = policy.compute_actions(np.expand_dims(obs, 0))[0]
        obs, reward, done, _ = env.step(action)
        episode_return += reward
        if done:
            print(f"step {step} timestep {int(policy.global_timestep.numpy())} return {episode_return}")
            obs, episode_return = env.reset(), 0.0


if __name__ == "__main__":
    main()
