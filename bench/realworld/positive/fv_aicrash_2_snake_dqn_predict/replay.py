import numpy as np


class ExperienceReplay:
    def __init__(self, max_memory=100, discount=0.9):
        self.memory = []
        self.max_memory = max_memory
        self.discount = discount

    def __len__(self):
        return len(self.memory)

    def remember(self, transition, game_over):
        self.memory.append([transition, game_over])
        if len(self.memory) > self.max_memory:
            del self.memory[0]

    def get_batch(self, model, batch_size=10):
        state_shape = self.memory[0][0][0].shape[1:]
        num_outputs = model.output_shape[-1]
        inputs = np.zeros((batch_size,) + state_shape)
        targets = np.zeros((batch_size, num_outputs))
        picks = np.random.randint(0, len(self.memory), size=batch_size)
        for i, idx in enumerate(picks):
            (current_state, action, reward, next_state), game_over = self.memory[idx]
            inputs[i] = current_state
            targets[i] = model.predict(current_state, verbose=0)[0]
            q_next = np.max(model.predict(next_state, verbose=0)[0])
            targets[i, action] = reward if game_over else reward + self.discount * q_next
        return inputs, targets
