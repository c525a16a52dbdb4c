import random

import numpy as np

from .dqn import DQNAgent


class DDQNAgent(DQNAgent):
    def replay(self, batch_size):
        minibatch = random.sample(self.memory, batch_size)
        inputs, targets = [], []
        for state, action, reward, next_state, done in minibatch:
            target = reward
            if not done:
                best_next = int(np.argmax(self.model.predict(next_state, verbose=0)[0]))
                target += self.gamma * self.target_model.predict(next_state, verbose=0)[0][best_next]
            target_f = self.model.predict(state, verbose=0)
            target_f[0][action] = target
            inputs.append(state.reshape(self.state_size))
            targets.append(target_f.reshape(self.action_size))
        history = self.model.fit(np.array(inputs), np.array(targets), batch_size=batch_size, epochs=1, verbose=0)
        self.decay()
        return history.history["loss"][0]
