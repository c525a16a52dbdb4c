import numpy as np


class ExperienceReplay(object):
    def __init__(self, memory_size=100):
        self.memory = []
        self._memory_size = memory_size

    def remember(self, s, a, r, s_prime, game_over):
        self.input_shape = s.shape[1:]
        self.memory.append(np.concatenate([s.flatten(), np.array(a).flatten(), np.array(r).flatten(),
                                           s_prime.flatten(), 1 * np.array(game_over).flatten()]))
        if 0 < self._memory_size < len(self.memory):
            self.memory.pop(0)

    def get_batch(self, model, batch_size, gamma=0.9):
        if len(self.memory) < batch_size:
            batch_size = len(self.memory)
        nb_actions = model.output_shape[-1]
        samples = np.array(self.memory)[np.random.choice(len(self.memory), batch_size, replace=False)]
        input_dim = int(np.prod(self.input_shape))
        S = samples[:, :input_dim]
        a = samples[:, input_dim].astype(int)
        r = samples[:, input_dim + 1]
        S_prime = samples[:, input_dim + 2:2 * input_dim + 2]
        game_over = samples[:, 2 * input_dim + 2]
        S = S.reshape((batch_size,) + self.input_shape)
        S_prime = S_prime.reshape((batch_size,) + self.input_shape)
        X = np.concatenate([S, S_prime], axis=0)
        Y = model.predict(X)
        Qsa = np.max(Y[batch_size:], axis=1)
        delta = np.zeros((batch_size, nb_actions))
        delta[np.arange(batch_size), a] = 1
        targets = (1 - delta) * Y[:batch_size] + delta * (r + gamma * (1 - game_over) * Qsa)[:, None]
        return S, targets
