# source: https://github.com/inoryy/tensorflow2-deep-reinforcement-learning/issues/6
# symptom: RAM grows after every episode of A2C training on MountainCar until the process is killed with OOM after about 800 episodes; the maintainer's workaround is predict_on_batch instead of predict
# expect: TFM008 30
# note: the policy/value network is a keras.Model subclass whose action_value method calls self.predict on one observation; the agent's training loop calls it once per environment step, and the evaluation episode calls it in a while loop
import gym
import numpy as np
import tensorflow as tf
from tensorflow.keras import layers, losses, optimizers


class ProbabilityDistribution(tf.keras.Model):
    def call(self, logits, **kwargs):
        return tf.squeeze(tf.random.categorical(logits, 1), axis=-1)


class ActorCritic(tf.keras.Model):
    def __init__(self, num_actions):
        super().__init__("mlp_policy")
        self.hidden_logits = layers.Dense(128, activation="relu")
        self.hidden_value = layers.Dense(128, activation="relu")
        self.value = layers.Dense(1, name="value")
        self.logits = layers.Dense(num_actions, name="policy_logits")
        self.dist = ProbabilityDistribution()

    def call(self, inputs, **kwargs):
        x = tf.convert_to_tensor(inputs)
        return self.logits(self.hidden_logits(x)), self.value(self.hidden_value(x))

    def action_value(self, obs):
        logits, value = self.predict(obs, verbose=0)
        action = self.dist.predict_on_batch(logits)
        return np.squeeze(action, axis=-1), np.squeeze(value, axis=-1)


class A2CAgent:
    def __init__(self, model, lr=7e-3, gamma=0.99, value_c=0.5, entropy_c=1e-4):
        self.model = model
        self.gamma = gamma
        self.value_c = value_c
        self.entropy_c = entropy_c
        self.model.compile(
            optimizer=optimizers.RMSprop(learning_rate=lr),
            loss=[self._logits_loss, self._value_loss],
        )

    def train(self, env, batch_sz=64, updates=5000):
        actions = np.empty((batch_sz,), dtype=np.int32)
        rewards, dones, values = np.empty((3, batch_sz))
        observations = np.empty((batch_sz,) + env.observation_space.shape)
        ep_rewards = [0.0]
        next_obs, _ = env.reset()
        for update in range(updates):
            for step in range(batch_sz):
                observations[step] = next_obs.copy()
                actions[step], values[step] = self.model.action_value(next_obs[None, :])
                next_obs, rewards[step], terminated, truncated, _ = env.step(actions[step])
                dones[step] = terminated or truncated
                ep_rewards[-1] += rewards[step]
                if dones[step]:
                    ep_rewards.append(0.0)
                    next_obs, _ = env.reset()
            _, next_value = self.model.action_value(next_obs[None, :])
            returns, advs = self._returns_advantages(rewards, dones, values, next_value)
            acts_and_advs = np.concatenate([actions[:, None], advs[:, None]], axis=-1)
            self.model.train_on_batch(observations, [acts_and_advs, returns])
        return ep_rewards

    def test(self, env):
        obs, _ = env.reset()
        done, ep_reward = False, 0.0
        while not done:
            action, _ = self.model.action_value(obs[None, :])
            obs, reward, terminated, truncated, _ = env.step(action)
            done = terminated or truncated
            ep_reward += reward
        return ep_reward

    def _returns_advantages(self, rewards, dones, values, next_value):
        returns = np.append(np.zeros_like(rewards), next_value, axis=-1)
        for t in reversed(range(rewards.shape[0])):
            returns[t] = rewards[t] + self.gamma * returns[t + 1] * (1 - dones[t])
        returns = returns[:-1]
        return returns, returns - values

    def _value_loss(self, returns, value):
        return self.value_c * losses.mean_squared_error(returns, value)

    def _logits_loss(self, actions_and_advantages, logits):
        actions, advantages = tf.split(actions_and_advantages, 2, axis=-1)
        ce = losses.SparseCategoricalCrossentropy(from_logits=True)
        policy_loss = ce(tf.cast(actions, tf.int32), logits, sample_weight=advantages)
        probs = tf.nn.softmax(logits)
        entropy_loss = losses.categorical_crossentropy(probs, probs)
        return policy_loss - self.entropy_c * entropy_loss


if __name__ == "__main__":
    env = gym.make("MountainCar-v0")
    agent = A2CAgent(ActorCritic(env.action_space.n))
    history = agent.train(env)
    print("finished training, test reward", agent.test(env))
