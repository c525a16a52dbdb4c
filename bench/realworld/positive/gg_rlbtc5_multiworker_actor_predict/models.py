import numpy as np
from tensorflow.keras.models import Model
from tensorflow.keras.layers import Input, Dense, Flatten, Conv1D, MaxPooling1D
from tensorflow.keras import backend as K


class Actor_Model:
    def __init__(self, input_shape, action_space, lr, optimizer):
        X_input = Input(input_shape)
        self.action_space = action_space
        X = Conv1D(filters=32, kernel_size=3, padding="same", activation="tanh")(X_input)
        X = MaxPooling1D(pool_size=2)(X)
        X = Flatten()(X)
        X = Dense(512, activation="relu")(X)
        X = Dense(256, activation="relu")(X)
        output = Dense(self.action_space, activation="softmax")(X)
        self.Actor = Model(inputs=X_input, outputs=output)
        self.Actor.compile(loss=self.ppo_loss, optimizer=optimizer(learning_rate=lr))

    def ppo_loss(self, y_true, y_pred):
        advantages = y_true[:, :1]
        prediction_picks = y_true[:, 1:1 + self.action_space]
        actions = y_true[:, 1 + self.action_space:]
        prob = K.sum(actions * y_pred, axis=-1)
        old_prob = K.sum(actions * prediction_picks, axis=-1)
        ratio = K.exp(K.log(prob + 1e-10) - K.log(old_prob + 1e-10))
        clipped = K.clip(ratio, 0.8, 1.2) * advantages[:, 0]
        return -K.mean(K.minimum(ratio * advantages[:, 0], clipped))

    def actor_predict(self, state):
        return self.Actor.predict(state)


class Critic_Model:
    def __init__(self, input_shape, action_space, lr, optimizer):
        X_input = Input(input_shape)
        V = Conv1D(filters=32, kernel_size=3, padding="same", activation="tanh")(X_input)
        V = MaxPooling1D(pool_size=2)(V)
        V = Flatten()(V)
        V = Dense(512, activation="relu")(V)
        value = Dense(1, activation=None)(V)
        self.Critic = Model(inputs=X_input, outputs=value)
        self.Critic.compile(loss="mse", optimizer=optimizer(learning_rate=lr))

    def critic_predict(self, state):
        return self.Critic.predict(state)
