import tensorflow as tf


class EagerTFPolicy:
    def __init__(self, model, obs_dim, num_actions, eps_initial=1.0, eps_final=0.02, eps_steps=100000):
        self.model = model
        self.num_actions = num_actions
        self.eps_initial, self.eps_final, self.eps_steps = eps_initial, eps_final, float(eps_steps)
        self.global_timestep = tf.Variable(0, dtype=tf.int64, trainable=False, name="global_timestep")
        self._compute_action_helper = tf.function(
            self._compute_action_impl,
            input_signature=[
                tf.TensorSpec([None, obs_dim], tf.float32),
                tf.TensorSpec([], tf.int64),
                tf.TensorSpec([], tf.bool),
            ],
        )

    def _epsilon(self, t):
        frac = tf.minimum(tf.cast(t, tf.float32) / self.eps_steps, 1.0)
        return self.eps_initial + frac * (self.eps_final - self.eps_initial)

    def _compute_action_impl(self, obs, timestep, explore):
        greedy = tf.argmax(self.model(obs, training=False), axis=1, output_type=tf.int32)
        batch = tf.shape(obs)[0]
        random_actions = tf.random.uniform([batch], 0, self.num_actions, dtype=tf.int32)
        use_random = tf.logical_and(explore, tf.random.uniform([batch]) < self._epsilon(timestep))
        return tf.where(use_random, random_actions, greedy)

    def compute_actions(self, obs_batch, explore=True):
        obs = tf.convert_to_tensor(obs_batch, dtype=tf.float32)
        actions = self._compute_action_helper(obs, self.global_timestep.read_value(), tf.constant(explore))
        self.global_timestep.assign_add(tf.cast(tf.shape(obs)[0], tf.int64))
        return actions.numpy()
