import numpy as np
from keras.layers import Dense
from keras.models import Sequential
from keras.optimizers import Adam


class DQN(object):
    def __init__(self, env_spec, hidden_layers=(32,), lr=0.01, gamma=0.95,
                 epi_change_lr=None, lr_decay=0.5, batch_size=32, **kwargs):
        self.env_spec = env_spec
        self.hidden_layers = list(hidden_layers)
        self.lr, self.gamma = lr, gamma
        self.epi_change_lr, self.lr_decay = epi_change_lr, lr_decay
        self.batch_size = batch_size
        self.build_model()

    def build_net(self):
        model = Sequential()
        model.add(Dense(self.hidden_layers[0], input_shape=(self.env_spec["state_dim"],), activation="tanh"))
        for units in self.hidden_layers[1:]:
            model.add(Dense(units, activation="tanh"))
        model.add(Dense(self.env_spec["action_dim"], activation="linear"))
        return model

    def build_model(self):
        self.model = self.build_net()
        self.compile_model()

    def compile_model(self):
        self.model.compile(loss="mse", optimizer=Adam(learning_rate=self.lr))

    def recompile_model(self, sys_vars):
        epi = sys_vars["epi"]
        if self.epi_change_lr is not None and epi > 0 and epi % self.epi_change_lr == 0:
            self.lr *= self.lr_decay
            self.model.compile(loss="mse", optimizer=Adam(learning_rate=self.lr))
        return self.model

    def select_action(self, state, epsilon):
        if np.random.rand() < epsilon:
            return np.random.randint(self.env_spec["action_dim"])
        return int(np.argmax(self.model(state[None, :], training=False)[0]))

    def train_an_epoch(self, minibatch):
        q_next = self.model.predict_on_batch(minibatch["next_states"])
        targets = self.model.predict_on_batch(minibatch["states"])
        y = minibatch["rewards"] + self.gamma * (1 - minibatch["terminals"]) * q_next.max(axis=1)
        targets[np.arange(len(y)), minibatch["actions"]] = y
        return self.model.train_on_batch(minibatch["states"], targets)

    def update(self, sys_vars):
        self.recompile_model(sys_vars)


class DoubleDQN(DQN):
    def build_model(self):
        super(DoubleDQN, self).build_model()
        self.model_2 = self.build_net()
        self.model_2.set_weights(self.model.get_weights())

    def recompile_model(self, sys_vars):
        epi = sys_vars["epi"]
        if self.epi_change_lr is not None and epi > 0 and epi % self.epi_change_lr == 0:
            super(DoubleDQN, self).recompile_model(sys_vars)
            self.model_2.compile(loss="mse", optimizer=Adam(learning_rate=self.lr))
        return self.model
