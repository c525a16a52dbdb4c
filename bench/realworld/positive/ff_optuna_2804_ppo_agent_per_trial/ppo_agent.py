import numpy as np
import tensorflow as tf


class PPOAgent:
    def __init__(self, obs_dim, n_actions, learning_rate=3e-4, clip_ratio=0.2, entropy_coef=1e-3,
                 rollout_steps=512, hidden_units=64, gamma=0.99, lam=0.95, epochs=10):
        self.n_actions = n_actions
        self.clip_ratio = clip_ratio
        self.entropy_coef = entropy_coef
        self.rollout_steps = rollout_steps
        self.gamma, self.lam, self.epochs = gamma, lam, epochs
        self.actor = self._mlp(obs_dim, n_actions, hidden_units)
        self.critic = self._mlp(obs_dim, 1, hidden_units)
        self.actor_opt = tf.keras.optimizers.Adam(learning_rate)
        self.critic_opt = tf.keras.optimizers.Adam(learning_rate)

    @staticmethod
    def _mlp(obs_dim, n_out, hidden_units):
        inputs = tf.keras.Input(shape=(obs_dim,))
        x = tf.keras.layers.Dense(hidden_units, activation="tanh")(inputs)
        x = tf.keras.layers.Dense(hidden_units, activation="tanh")(x)
        return tf.keras.Model(inputs, tf.keras.layers.Dense(n_out)(x))

    def act(self, obs):
        logits = self.actor(obs[None].astype("float32"), training=False)
        action = int(tf.random.categorical(logits, 1)[0, 0])
        log_prob = float(tf.nn.log_softmax(logits)[0, action])
        value = float(self.critic(obs[None].astype("float32"), training=False)[0, 0])
        return action, log_prob, value

    @tf.function
    def train_step(self, obs, actions, old_log_probs, advantages, returns):
        with tf.GradientTape() as tape:
            logits = self.actor(obs, training=True)
            log_probs = tf.reduce_sum(tf.nn.log_softmax(logits) * tf.one_hot(actions, self.n_actions), axis=1)
            ratio = tf.exp(log_probs - old_log_probs)
            clipped = tf.clip_by_value(ratio, 1 - self.clip_ratio, 1 + self.clip_ratio)
            entropy = -tf.reduce_mean(tf.reduce_sum(tf.nn.softmax(logits) * tf.nn.log_softmax(logits), axis=1))
            actor_loss = -tf.reduce_mean(tf.minimum(ratio * advantages, clipped * advantages)) - self.entropy_coef * entropy
        self.actor_opt.apply_gradients(zip(tape.gradient(actor_loss, self.actor.trainable_variables),
                                           self.actor.trainable_variables))
        with tf.GradientTape() as tape:
            critic_loss = tf.reduce_mean(tf.square(returns - tf.squeeze(self.critic(obs, training=True), 1)))
        self.critic_opt.apply_gradients(zip(tape.gradient(critic_loss, self.critic.trainable_variables),
                                            self.critic.trainable_variables))
        return actor_loss, critic_loss

    def _advantages(self, rewards, values, dones, last_value):
        adv = np.zeros_like(rewards)
        gae = 0.0
        for t in reversed(range(len(rewards))):
            next_value = last_value if t == len(rewards) - 1 else values[t + 1]
            delta = rewards[t] + self.gamma * next_value * (1 - dones[t]) - values[t]
            gae = delta + self.gamma * self.lam * (1 - dones[t]) * gae
            adv[t] = gae
        return adv, adv + values

    def learn(self, env, total_steps):
        obs, _ = env.reset()
        episode_rewards, running = [], 0.0
        for _ in range(total_steps // self.rollout_steps):
            buf = {k: [] for k in ("obs", "act", "logp", "val", "rew", "done")}
            for _ in range(self.rollout_steps):
                action, log_prob, value = self.act(obs)
                next_obs, reward, terminated, truncated, _ = env.step(action)
                for key, item in zip(buf, (obs, action, log_prob, value, reward, terminated or truncated)):
                    buf[key].append(item)
                running += reward
                obs = next_obs
                if terminated or truncated:
                    episode_rewards.append(running)
                    running = 0.0
                    obs, _ = env.reset()
            arrays = {k: np.asarray(v, dtype="float32") for k, v in buf.items()}
            adv, ret = self._advantages(arrays["rew"], arrays["val"], arrays["done"], self.act(obs)[2])
            adv = (adv - adv.mean()) / (adv.std() + 1e-8)
            for _ in range(self.epochs):
                self.train_step(arrays["obs"], arrays["act"].astype("int32"), arrays["logp"], adv, ret)
        return episode_rewards
