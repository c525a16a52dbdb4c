# source: https://github.com/keras-team/keras/issues/3071
# symptom: a reinforcement-learning task spends 57% of its cumulative time in Keras' _predict_loop; a GPU does not help; the agent predicts Q(state, action) once per candidate action at every step
# expect: TFM008 34
# note: the Q network takes state and action together (the set-up criticised in the thread), so best_action() calls predict once per action on a one-row batch; the episode loop calls best_action() every step
import random

import gym
import numpy as np
from keras.layers import Dense
from keras.models import Sequential


class QAgent:
    def __init__(self, state_size, n_actions, epsilon=0.1, gamma=0.95):
        self.state_size = state_size
        self.n_actions = n_actions
        self.epsilon = epsilon
        self.gamma = gamma
        self.model = Sequential()
        self.model.add(Dense(64, activation="relu", input_dim=state_size + n_actions))
        self.model.add(Dense(64, activation="relu"))
        self.model.add(Dense(1))
        self.model.compile(optimizer="adam", loss="mse")

    def encode(self, state, action):
        onehot = np.zeros(self.n_actions)
        onehot[action] = 1.0
        return np.concatenate([state, onehot])

    def best_action(self, state):
        values = []
        for action in range(self.n_actions):
            x = self.encode(state, action)[np.newaxis, :]
            values.append(self.model.predict(x)[0, 0])
        return int(np.argmax(values)), max(values)

    def act(self, state):
        if random.random() < self.epsilon:
            return random.randrange(self.n_actions)
        return self.best_action(state)[0]

    def learn(self, state, action, reward, next_state, done):
        target = reward if done else reward + self.gamma * self.best_action(next_state)[1]
        self.model.fit(self.encode(state, action)[np.newaxis, :], np.array([[target]]), epochs=1, verbose=0)


def play_episode(env, agent):
    state = env.reset()
    total, done = 0.0, False
    while not done:
        action = agent.act(state)
        next_state, reward, done, _ = env.step(action)
        agent.learn(state, action, reward, next_state, done)
        state = next_state
        total += reward
    return total


if __name__ == "__main__":
    env = gym.make("CartPole-v0")
    agent = QAgent(env.observation_space.shape[0], env.action_space.n)
    for episode in range(500):
        print(episode, play_episode(env, agent))
