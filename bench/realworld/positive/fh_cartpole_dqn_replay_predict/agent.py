import numpy as np
from keras.layers import Dense
from keras.models import Sequential
from keras.optimizers import RMSprop


class DQNAgent:
    def __init__(self, env):
        self.env = env
        self.memory = []
        self.gamma = 0.9
        self.epsilon = 1.0
        self.epsilon_decay = 0.995
        self.epsilon_min = 0.1
        self.model = self._build_model()

    def _build_model(self):
        net = Sequential()
        net.add(Dense(128, input_dim=4, activation="tanh"))
        net.add(Dense(128, activation="tanh"))
        net.add(Dense(2, activation="linear"))
        net.compile(loss="mse", optimizer=RMSprop(learning_rate=1e-4))
        return net

    def remember(self, *transition):
        self.memory.append(transition)

    def act(self, state):
        if np.random.rand() <= self.epsilon:
            return self.env.action_space.sample()
        return int(np.argmax(self.model.predict(state)[0]))

    def replay(self, batch_size):
        picks = np.random.choice(len(self.memory), min(batch_size, len(self.memory)))
        for i in picks:
            state, action, reward, next_state, done = self.memory[i]
            target = reward
            if not done:
                target = reward + self.gamma * np.amax(self.model.predict(next_state)[0])
            target_f = self.model.predict(state)
            target_f[0][action] = target
            self.model.fit(state, target_f, epochs=1, verbose=0)
        if self.epsilon > self.epsilon_min:
            self.epsilon *= self.epsilon_decay
