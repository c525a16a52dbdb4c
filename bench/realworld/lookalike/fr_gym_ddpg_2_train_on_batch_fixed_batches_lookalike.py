# source: https://github.com/dion-jy/gym-ddpg-keras/pull/2
# note: correct: after the retracing fix, the critic is updated with train_on_batch on replay mini-batches that always have the same batch size and float32 dtype, and the actor is queried by calling the model directly; no Python number or loop-dependent shape reaches a traced function, so nothing retraces per step
import gym
import numpy as np
import tensorflow as tf

BATCH = 64
GAMMA, TAU = 0.99, 0.005

env = gym.make("Pendulum-v1")
obs_dim, act_dim = env.observation_space.shape[0], env.action_space.shape[0]


def mlp(inp_dim, out_dim, out_act=None):
    return tf.keras.Sequential([
        tf.keras.Input((inp_dim,)),
        tf.keras.layers.Dense(256, activation="relu"),
        tf.keras.layers.Dense(256, activation="relu"),
        tf.keras.layers.Dense(out_dim, activation=out_act),
    ])


actor, actor_target = mlp(obs_dim, act_dim, "tanh"), mlp(obs_dim, act_dim, "tanh")
critic, critic_target = mlp(obs_dim + act_dim, 1), mlp(obs_dim + act_dim, 1)
critic.compile(optimizer=tf.keras.optimizers.Adam(1e-3), loss="mse")
actor_target.set_weights(actor.get_weights())
critic_target.set_weights(critic.get_weights())
replay = []


def soft_update(target, source):
    target.set_weights([TAU * s + (1 - TAU) * t for s, t in zip(source.get_weights(), target.get_weights())])


obs, _ = env.reset(seed=0)
for step in range(50000):
    action = actor(obs[None].astype(np.float32), training=False).numpy()[0] * 2.0
    action = np.clip(action + np.random.normal(0, 0.2, act_dim), -2.0, 2.0)
    next_obs, reward, terminated, truncated, _ = env.step(action)
    replay.append((obs, action, reward, next_obs, float(terminated)))
    obs = env.reset()[0] if terminated or truncated else next_obs
    if len(replay) < 1000:
        continue
    idx = np.random.randint(0, len(replay), size=BATCH)
    s, a, r, s2, d = (np.asarray(col, dtype=np.float32) for col in zip(*(replay[i] for i in idx)))
    a2 = actor_target(s2, training=False).numpy() * 2.0
    q_next = critic_target(np.concatenate([s2, a2], axis=1), training=False).numpy()[:, 0]
    y = (r + GAMMA * (1.0 - d) * q_next).astype(np.float32)[:, None]
    critic.train_on_batch(np.concatenate([s, a], axis=1), y)
    soft_update(critic_target, critic)
