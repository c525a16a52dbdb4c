import numpy as np
import tensorflow as tf


class EpsilonSchedule:
    def __init__(self, initial=1.0, final=0.02, timesteps=100000):
        self.initial, self.final, self.timesteps = initial, final, timesteps

    def value(self, t):
        frac = tf.minimum(tf.cast(t, tf.float32) / self.timesteps, 1.0)
        return self.initial + frac * (self.final - self.initial)


class EagerTFPolicy:
    def __init__(self, model, num_actions, schedule=None):
        self.model = model
        self.num_actions = num_actions
        self.schedule = schedule or EpsilonSchedule()
        self.global_timestep = 0

    @tf.function
    def _compute_action_helper(self, obs, timestep, explore):
        q_values = self.model(obs, training=False)
        greedy = tf.argmax(q_values, axis=1, output_type=tf.int32)
        if not explore:
            return greedy
        batch = tf.shape(obs)[0]
        random_actions = tf.random.uniform([batch], 0, self.num_actions, dtype=tf.int32)
        use_random = tf.random.uniform([batch]) < self.schedule.value(timestep)
        return tf.where(use_random, random_actions, greedy)

    def compute_actions(self, obs_batch, explore=True):
        obs = tf.convert_to_tensor(obs_batch, dtype=tf.float32)
        actions = self._compute_action_helper(obs, self.global_timestep, explore)
        self.global_timestep += int(obs_batch.shape[0])
        return actions.numpy()

    def learn_on_batch(self, batch, optimizer, gamma=0.99):
        with tf.GradientTape() as tape:
            q = tf.reduce_sum(self.model(batch["obs"]) * tf.one_hot(batch["actions"], self.num_actions), axis=1)
            target = batch["rewards"] + gamma * (1.0 - batch["dones"]) * tf.reduce_max(self.model(batch["new_obs"]), axis=1)
            loss = tf.reduce_mean(tf.square(tf.stop_gradient(target) - q))
        grads = tape.gradient(loss, self.model.trainable_variables)
        optimizer.apply_gradients(zip(grads, self.model.trainable_variables))
        return float(loss)
