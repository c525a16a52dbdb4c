"""Double DQN learner with prioritized replay."""
import numpy as np
import tensorflow as tf


class DQNAgent:
    def __init__(self, q_net, target_net, replay, lr=5e-4, batch_size=64, gamma=0.99):
        self._q = q_net
        self._target = target_net
        self._replay = replay
        self._batch_size = batch_size
        self._gamma = gamma
        self._opt = tf.keras.optimizers.Adam(lr)

    def act(self, observation, epsilon):
        if np.random.rand() < epsilon:
            return np.random.randint(self._q.num_actions)
        q_values = self._q(observation[None, ...])
        return int(tf.argmax(q_values[0]))

    @tf.function
    def _tf_learn(self, inputs, actions, rewards, next_inputs, dones, weights, discounts):
        next_actions = tf.argmax(self._q(next_inputs), axis=-1)
        next_q = tf.gather(self._target(next_inputs), next_actions, batch_dims=1)
        targets = rewards + discounts * (1.0 - dones) * next_q
        with tf.GradientTape() as tape:
            q = tf.gather(self._q(inputs), actions, batch_dims=1)
            td = targets - q
            loss = tf.reduce_mean(weights * tf.square(td))
        grads = tape.gradient(loss, self._q.trainable_variables)
        self._opt.apply_gradients(zip(grads, self._q.trainable_variables))
        return loss, tf.abs(td)

    def learn(self):
        n = min(self._batch_size, len(self._replay))
        batch, indices, weights = self._replay.sample(n)
        discounts = self._gamma ** batch.n_steps
        loss, priorities = self._tf_learn(
            batch.obs, batch.actions, batch.rewards, batch.next_obs,
            batch.dones, weights, discounts)
        self._replay.update_priority(indices, priorities.numpy() + 1e-6)
        return float(loss)
