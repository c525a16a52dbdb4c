import gym
import numpy as np
import tensorflow as tf

from eager_policy import EagerTFPolicy


def build_q_model(obs_dim, num_actions):
    return tf.keras.Sequential([
        tf.keras.layers.Dense(64, activation="relu", input_shape=(obs_dim,)),
        tf.keras.layers.Dense(64, activation="relu"),
        tf.keras.layers.Dense(num_actions),
    ])


def sample(env, policy, num_steps, replay):
    obs = env.reset()
    for _ in range(num_steps):
        action = policy.compute_actions(np.expand_dims(obs, 0))[0]
        new_obs, reward, done, _ = env.step(action)
        replay.append((obs, action, reward, new_obs, float(done)))
        obs = env.reset() if done else new_obs


def main(iterations=2000, steps_per_iter=200, batch_size=64):
    env = gym.make("CartPole-v1")
    policy = EagerTFPolicy(build_q_model(env.observation_space.shape[0], env.action_space.n), env.action_space.n)
    optimizer = tf.keras.optimizers.Adam(1e-3)
    replay = []
    for it in range(iterations):
        sample(env, policy, steps_per_iter, replay)
        replay = replay[-50000:]
        idx = np.random.randint(len(replay), size=batch_size)
        obs, act, rew, new_obs, done = map(np.array, zip(*[replay[i] for i in idx]))
        batch = {"obs": obs.astype("float32"), "actions": act, "rewards": rew.astype("float32"),
                 "new_obs": new_obs.astype("float32"), "dones": done.astype("float32")}
        loss = policy.learn_on_batch(batch, optimizer)
        print(f"iter {it} timesteps {policy.global_timestep} loss {loss:.4f}")


if __name__ == "__main__":
    main()
