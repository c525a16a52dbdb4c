import tensorflow as tf


class Actor(object):
    """Deterministic policy network: state -> (steer, accel)."""

    def __init__(self, state_dims, action_dims, lr, tau, upper_bound, fcl1_size=400, fcl2_size=300):
        self.tau = tau
        self.upper_bound = upper_bound
        self.optimizer = tf.keras.optimizers.Adam(learning_rate=lr)
        self.model = self.build_network(state_dims, action_dims, fcl1_size, fcl2_size)
        self.target_model = self.build_network(state_dims, action_dims, fcl1_size, fcl2_size)
        self.target_model.set_weights(self.model.get_weights())

    def build_network(self, state_dims, action_dims, fcl1_size, fcl2_size):
        state = tf.keras.layers.Input(shape=state_dims)
        x = tf.keras.layers.Dense(fcl1_size, activation="relu")(state)
        x = tf.keras.layers.Dense(fcl2_size, activation="relu")(x)
        out = tf.keras.layers.Dense(action_dims[0], activation="tanh")(x)
        out = out * self.upper_bound
        return tf.keras.Model(state, out)

    def update_target(self):
        new_weights = []
        for w, tw in zip(self.model.get_weights(), self.target_model.get_weights()):
            new_weights.append(self.tau * w + (1 - self.tau) * tw)
        self.target_model.set_weights(new_weights)
