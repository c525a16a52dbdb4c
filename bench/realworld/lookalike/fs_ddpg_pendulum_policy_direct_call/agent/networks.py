import tensorflow as tf
from tensorflow.keras import layers


def get_actor(num_states, upper_bound):
    last_init = tf.keras.initializers.RandomUniform(minval=-0.003, maxval=0.003)
    inputs = layers.Input(shape=(num_states,))
    out = layers.Dense(256, activation="relu")(inputs)
    out = layers.Dense(256, activation="relu")(out)
    outputs = layers.Dense(1, activation="tanh", kernel_initializer=last_init)(out)
    return tf.keras.Model(inputs, outputs * upper_bound)


def get_critic(num_states, num_actions):
    state_input = layers.Input(shape=(num_states,))
    action_input = layers.Input(shape=(num_actions,))
    s = layers.Dense(32, activation="relu")(layers.Dense(16, activation="relu")(state_input))
    a = layers.Dense(32, activation="relu")(action_input)
    out = layers.Dense(256, activation="relu")(layers.Concatenate()([s, a]))
    return tf.keras.Model([state_input, action_input], layers.Dense(1)(out))
