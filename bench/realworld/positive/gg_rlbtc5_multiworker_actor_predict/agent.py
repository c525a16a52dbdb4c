import os
from datetime import datetime

import numpy as np
from tensorflow.keras.optimizers import Adam

from models import Actor_Model, Critic_Model


class CustomAgent:
    def __init__(self, lookback_window_size=50, lr=1e-5, epochs=1, batch_size=32):
        self.lookback_window_size = lookback_window_size
        self.action_space = np.array([0, 1, 2])
        self.state_size = (lookback_window_size, 10)
        self.epochs, self.batch_size = epochs, batch_size
        self.log_name = datetime.now().strftime("%Y_%m_%d_%H_%M") + "_Crypto_trader"
        self.Actor = Actor_Model(self.state_size, self.action_space.shape[0], lr, Adam)
        self.Critic = Critic_Model(self.state_size, self.action_space.shape[0], lr, Adam)

    def act(self, state):
        prediction = self.Actor.actor_predict(np.expand_dims(state, axis=0))[0]
        action = np.random.choice(self.action_space, p=prediction)
        return action, prediction

    def get_gaes(self, rewards, dones, values, next_values, gamma=0.99, lamda=0.95):
        deltas = [r + gamma * (1 - d) * nv - v for r, d, nv, v in zip(rewards, dones, next_values, values)]
        gaes = np.array(deltas, dtype=np.float32)
        for t in reversed(range(len(deltas) - 1)):
            gaes[t] = gaes[t] + (1 - dones[t]) * gamma * lamda * gaes[t + 1]
        target = gaes + values
        return (gaes - gaes.mean()) / (gaes.std() + 1e-8), target

    def replay(self, states, actions, rewards, predictions, dones, next_states):
        states, next_states = np.vstack(states), np.vstack(next_states)
        actions, predictions = np.vstack(actions), np.vstack(predictions)
        values = self.Critic.critic_predict(states)
        next_values = self.Critic.critic_predict(next_states)
        advantages, target = self.get_gaes(rewards, dones, np.squeeze(values), np.squeeze(next_values))
        y_true = np.hstack([advantages[:, None], predictions, actions])
        self.Actor.Actor.fit(states, y_true, epochs=self.epochs, verbose=0, shuffle=True)
        self.Critic.Critic.fit(states, target, epochs=self.epochs, verbose=0, shuffle=True)

    def save(self, name="Crypto_trader"):
        os.makedirs(self.log_name, exist_ok=True)
        self.Actor.Actor.save_weights(f"{self.log_name}/{name}_Actor.h5")
        self.Critic.Critic.save_weights(f"{self.log_name}/{name}_Critic.h5")
