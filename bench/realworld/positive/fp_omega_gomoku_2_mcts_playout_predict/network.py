import numpy as np
import tensorflow as tf
from tensorflow.keras import layers, regularizers


class PolicyValueNet:
    """Policy/value network for a 15x15 gomoku board (4 input planes)."""

    def __init__(self, board_size=15, l2=1e-4, model_file=None):
        self.board_size = board_size
        self.l2 = l2
        self.model = self._build()
        if model_file:
            self.model.load_weights(model_file)

    def _build(self):
        reg = regularizers.l2(self.l2)
        inputs = tf.keras.Input(shape=(4, self.board_size, self.board_size))
        x = layers.Permute((2, 3, 1))(inputs)
        for filters in (32, 64, 128):
            x = layers.Conv2D(filters, 3, padding="same", activation="relu", kernel_regularizer=reg)(x)
        p = layers.Conv2D(4, 1, activation="relu", kernel_regularizer=reg)(x)
        p = layers.Flatten()(p)
        policy = layers.Dense(self.board_size ** 2, activation="softmax", kernel_regularizer=reg)(p)
        v = layers.Conv2D(2, 1, activation="relu", kernel_regularizer=reg)(x)
        v = layers.Flatten()(v)
        v = layers.Dense(64, activation="relu", kernel_regularizer=reg)(v)
        value = layers.Dense(1, activation="tanh", kernel_regularizer=reg)(v)
        model = tf.keras.Model(inputs, [policy, value])
        model.compile(optimizer="adam", loss=["categorical_crossentropy", "mean_squared_error"])
        return model

    def policy_value_fn(self, board):
        """Return (action, prior) pairs for the legal moves and the value of the position."""
        legal = board.availables
        state = board.current_state().reshape(-1, 4, self.board_size, self.board_size)
        act_probs, value = self.model.predict(state, verbose=0)
        act_probs = act_probs.flatten()
        return zip(legal, act_probs[legal]), float(value[0][0])

    def train_step(self, states, mcts_probs, winners, lr):
        tf.keras.backend.set_value(self.model.optimizer.learning_rate, lr)
        self.model.fit(np.array(states), [np.array(mcts_probs), np.array(winners)],
                       batch_size=len(states), epochs=1, verbose=0)
