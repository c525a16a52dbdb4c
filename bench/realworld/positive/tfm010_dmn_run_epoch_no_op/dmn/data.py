import numpy as np


def load_babi(config, n_train=9000, n_valid=1000):
    def split(n):
        x = np.random.randint(0, config.vocab_size, size=(n, config.max_len))
        y = np.random.randint(0, config.vocab_size, size=(n,))
        return x, y

    return split(n_train), split(n_valid)
