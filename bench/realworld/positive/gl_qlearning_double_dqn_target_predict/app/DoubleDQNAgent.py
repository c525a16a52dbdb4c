import numpy as np

from app.Agent import Agent
from app.parameters import TARGET_MODEL_UPDATE_ITERATIONS


class DoubleDQNAgent(Agent):
    """Double Deep Q-Networks."""

    def __init__(self, observation_space, action_space):
        super().__init__(observation_space, action_space)
        self.target_model = self.build_model()
        self.iterations = 0

    def learn(self, batch):
        self.iterations += 1
        if self.iterations == TARGET_MODEL_UPDATE_ITERATIONS:
            self.target_model.set_weights(self.model.get_weights())
            self.iterations = 0

        states, actions, rewards, next_states, dones = map(np.array, zip(*batch))
        next_q_values = self.target_model.predict(next_states, verbose=0)
        is_not_done = np.logical_not(dones.reshape(len(batch), 1))
        target_q_values = rewards.reshape(len(batch), 1) + (
            next_q_values * self.discount_factor * is_not_done)
        return self.model.train_on_batch(states, target_q_values)
