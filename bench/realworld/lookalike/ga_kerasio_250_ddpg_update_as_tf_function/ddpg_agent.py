import numpy as np
import tensorflow as tf
from tensorflow.keras import layers

NUM_STATES = 3
NUM_ACTIONS = 1
UPPER_BOUND = 2.0


def get_actor():
    init = tf.random_uniform_initializer(minval=-0.003, maxval=0.003)
    inputs = layers.Input(shape=(NUM_STATES,))
    out = layers.Dense(256, activation="relu")(inputs)
    out = layers.Dense(256, activation="relu")(out)
    outputs = layers.Dense(1, activation="tanh", kernel_initializer=init)(out) * UPPER_BOUND
    return tf.keras.Model(inputs, outputs)


def get_critic():
    state_input = layers.Input(shape=(NUM_STATES,))
    action_input = layers.Input(shape=(NUM_ACTIONS,))
    s = layers.Dense(32, activation="relu")(layers.Dense(16, activation="relu")(state_input))
    a = layers.Dense(32, activation="relu")(action_input)
    out = layers.Dense(256, activation="relu")(layers.Concatenate()([s, a]))
    outputs = layers.Dense(1)(layers.Dense(256, activation="relu")(out))
    return tf.keras.Model([state_input, action_input], outputs)


class Buffer:
    def __init__(self, actor, critic, target_actor, target_critic, capacity=50000, batch_size=64, gamma=0.99):
        self.actor, self.critic = actor, critic
        self.target_actor, self.target_critic = target_actor, target_critic
        self.actor_optimizer = tf.keras.optimizers.Adam(0.001)
        self.critic_optimizer = tf.keras.optimizers.Adam(0.002)
        self.capacity, self.batch_size, self.gamma = capacity, batch_size, gamma
        self.counter = 0
        self.states = np.zeros((capacity, NUM_STATES), dtype=np.float32)
        self.actions = np.zeros((capacity, NUM_ACTIONS), dtype=np.float32)
        self.rewards = np.zeros((capacity, 1), dtype=np.float32)
        self.next_states = np.zeros((capacity, NUM_STATES), dtype=np.float32)

    def record(self, obs_tuple):
        i = self.counter % self.capacity
        self.states[i], self.actions[i], self.rewards[i], self.next_states[i] = obs_tuple
        self.counter += 1

    @tf.function(reduce_retracing=True)
    def update(self, state_batch, action_batch, reward_batch, next_state_batch):
        with tf.GradientTape() as tape:
            target_actions = self.target_actor(next_state_batch, training=True)
            y = reward_batch + self.gamma * self.target_critic([next_state_batch, target_actions], training=True)
            critic_value = self.critic([state_batch, action_batch], training=True)
            critic_loss = tf.math.reduce_mean(tf.math.square(y - critic_value))
        critic_grad = tape.gradient(critic_loss, self.critic.trainable_variables)
        self.critic_optimizer.apply_gradients(zip(critic_grad, self.critic.trainable_variables))
        with tf.GradientTape() as tape:
            actions = self.actor(state_batch, training=True)
            actor_loss = -tf.math.reduce_mean(self.critic([state_batch, actions], training=True))
        actor_grad = tape.gradient(actor_loss, self.actor.trainable_variables)
        self.actor_optimizer.apply_gradients(zip(actor_grad, self.actor.trainable_variables))

    def learn(self):
        record_range = min(self.counter, self.capacity)
        idx = np.random.choice(record_range, self.batch_size)
        self.update(tf.convert_to_tensor(self.states[idx]), tf.convert_to_tensor(self.actions[idx]),
                    tf.convert_to_tensor(self.rewards[idx]), tf.convert_to_tensor(self.next_states[idx]))


@tf.function(reduce_retracing=True)
def update_target(target_weights, weights, tau):
    for (a, b) in zip(target_weights, weights):
        a.assign(b * tau + a * (1 - tau))
