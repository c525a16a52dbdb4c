from tensorflow.keras.layers import Dense, Flatten
from tensorflow.keras.models import Sequential


class Model:
    """Q-network for the quoridor board."""

    def __init__(self, states, actions):
        self.states = states
        self.actions = actions
        self.model = Sequential([
            Flatten(input_shape=(1, states)),
            Dense(128, activation="relu"),
            Dense(128, activation="relu"),
            Dense(actions, activation="linear"),
        ])
