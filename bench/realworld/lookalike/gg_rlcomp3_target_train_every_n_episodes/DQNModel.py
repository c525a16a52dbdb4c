import numpy as np
from tensorflow.keras.layers import Dense
from tensorflow.keras.models import Sequential
from tensorflow.keras.optimizers import Adam


class DQN:
    def __init__(self, input_dim, action_space, gamma=0.99, epsilon=1.0, epsilon_min=0.01,
                 epsilon_decay=0.999, learning_rate=0.00025, tau=0.125):
        self.input_dim, self.action_space = input_dim, action_space
        self.gamma, self.epsilon = gamma, epsilon
        self.epsilon_min, self.epsilon_decay = epsilon_min, epsilon_decay
        self.learning_rate, self.tau = learning_rate, tau
        self.model = self.create_model()
        self.target_model = self.create_model()

    def create_model(self):
        model = Sequential()
        model.add(Dense(300, input_dim=self.input_dim, activation="relu"))
        model.add(Dense(300, activation="relu"))
        model.add(Dense(self.action_space, activation="linear"))
        model.compile(optimizer=Adam(learning_rate=self.learning_rate), loss="mse")
        return model

    def act(self, state):
        if np.random.rand() < self.epsilon:
            return np.random.randint(0, self.action_space)
        q = self.model(state.reshape(1, -1).astype("float32"), training=False)
        return int(np.argmax(q[0]))

    def replay(self, samples, batch_size):
        states, actions, rewards, new_states, dones = samples
        targets = self.target_model.predict_on_batch(states)
        q_next = self.target_model.predict_on_batch(new_states)
        for i in range(batch_size):
            targets[i, actions[i]] = rewards[i] if dones[i] else rewards[i] + self.gamma * np.max(q_next[i])
        return self.model.train_on_batch(states, targets)

    def target_train(self):
        weights = self.model.get_weights()
        target_weights = self.target_model.get_weights()
        for i in range(len(target_weights)):
            target_weights[i] = weights[i] * self.tau + target_weights[i] * (1 - self.tau)
        self.target_model.set_weights(target_weights)

    def update_epsilon(self):
        self.epsilon = max(self.epsilon_min, self.epsilon * self.epsilon_decay)

    def save_model(self, path, model_name):
        self.model.save_weights(path + model_name + ".h5")
