import numpy as np
from tensorflow.keras.layers import Dense, Input
from tensorflow.keras.models import Sequential
from tensorflow.keras.optimizers import Adam


def build_mlp(input_dim, n_action, n_hidden_layers=2, hidden_dim=64):
    model = Sequential([Input(shape=(input_dim,))])
    for _ in range(n_hidden_layers):
        model.add(Dense(hidden_dim, activation="relu"))
    model.add(Dense(n_action))
    model.compile(loss="mse", optimizer=Adam(learning_rate=1e-3))
    return model


class ReplayBuffer:
    def __init__(self, obs_dim, size):
        self.obs = np.zeros((size, obs_dim), dtype=np.float32)
        self.next_obs = np.zeros((size, obs_dim), dtype=np.float32)
        self.acts = np.zeros(size, dtype=np.int32)
        self.rews = np.zeros(size, dtype=np.float32)
        self.done = np.zeros(size, dtype=np.uint8)
        self.ptr, self.size, self.max_size = 0, 0, size

    def store(self, obs, act, rew, next_obs, done):
        self.obs[self.ptr], self.acts[self.ptr], self.rews[self.ptr] = obs, act, rew
        self.next_obs[self.ptr], self.done[self.ptr] = next_obs, done
        self.ptr = (self.ptr + 1) % self.max_size
        self.size = min(self.size + 1, self.max_size)

    def sample(self, batch_size=32):
        idx = np.random.randint(0, self.size, size=batch_size)
        return self.obs[idx], self.next_obs[idx], self.acts[idx], self.rews[idx], self.done[idx]


class DQNAgent:
    def __init__(self, state_size, action_size, gamma=0.95, epsilon=1.0, epsilon_min=0.01, epsilon_decay=0.995):
        self.state_size, self.action_size = state_size, action_size
        self.memory = ReplayBuffer(state_size, size=500)
        self.gamma, self.epsilon = gamma, epsilon
        self.epsilon_min, self.epsilon_decay = epsilon_min, epsilon_decay
        self.model = build_mlp(state_size, action_size)

    def update_replay_memory(self, state, action, reward, next_state, done):
        self.memory.store(state, action, reward, next_state, done)

    def act(self, state):
        if np.random.rand() <= self.epsilon:
            return np.random.choice(self.action_size)
        act_values = self.model.predict(state, verbose=0)
        return int(np.argmax(act_values[0]))

    def replay(self, batch_size=32):
        if self.memory.size < batch_size:
            return
        states, next_states, actions, rewards, done = self.memory.sample(batch_size)
        next_q = self.model.predict(next_states, verbose=0)
        target = rewards + (1 - done) * self.gamma * np.amax(next_q, axis=1)
        target_full = self.model.predict(states, verbose=0)
        target_full[np.arange(batch_size), actions] = target
        self.model.train_on_batch(states, target_full)
        if self.epsilon > self.epsilon_min:
            self.epsilon *= self.epsilon_decay

    def save(self, name):
        self.model.save_weights(name)
