import numpy as np
import tensorflow as tf

from .networks import get_actor, get_critic


class DDPGAgent:
    def __init__(self, num_states, num_actions, lower_bound, upper_bound, gamma=0.99, tau=0.005):
        self.lower_bound, self.upper_bound = lower_bound, upper_bound
        self.gamma, self.tau = gamma, tau
        self.actor = get_actor(num_states, upper_bound)
        self.critic = get_critic(num_states, num_actions)
        self.target_actor = get_actor(num_states, upper_bound)
        self.target_critic = get_critic(num_states, num_actions)
        self.target_actor.set_weights(self.actor.get_weights())
        self.target_critic.set_weights(self.critic.get_weights())
        self.actor_opt = tf.keras.optimizers.Adam(0.001)
        self.critic_opt = tf.keras.optimizers.Adam(0.002)

    def policy(self, state, noise):
        tf_state = tf.expand_dims(tf.convert_to_tensor(state, dtype=tf.float32), 0)
        sampled = tf.squeeze(self.actor(tf_state, training=False)).numpy() + noise
        return [np.clip(sampled, self.lower_bound, self.upper_bound)]

    def update(self, states, actions, rewards, next_states):
        with tf.GradientTape() as tape:
            target_actions = self.target_actor(next_states, training=True)
            y = rewards + self.gamma * self.target_critic([next_states, target_actions], training=True)
            critic_loss = tf.reduce_mean(tf.square(y - self.critic([states, actions], training=True)))
        grads = tape.gradient(critic_loss, self.critic.trainable_variables)
        self.critic_opt.apply_gradients(zip(grads, self.critic.trainable_variables))
        with tf.GradientTape() as tape:
            actor_loss = -tf.reduce_mean(self.critic([states, self.actor(states, training=True)], training=True))
        grads = tape.gradient(actor_loss, self.actor.trainable_variables)
        self.actor_opt.apply_gradients(zip(grads, self.actor.trainable_variables))

    def update_targets(self):
        for target, source in ((self.target_actor, self.actor), (self.target_critic, self.critic)):
            for t, s in zip(target.variables, source.variables):
                t.assign(s * self.tau + t * (1 - self.tau))
