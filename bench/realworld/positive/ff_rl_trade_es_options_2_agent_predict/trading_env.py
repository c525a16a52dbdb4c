import itertools

import numpy as np


class OptionsTradingEnv:
    """Holds a few option/futures positions; actions are (sell, hold, buy) per instrument."""

    def __init__(self, prices, initial_investment=20000):
        self.prices = prices
        self.n_step, self.n_instruments = prices.shape
        self.initial_investment = initial_investment
        self.action_list = list(itertools.product([0, 1, 2], repeat=self.n_instruments))
        self.state_dim = 2 * self.n_instruments + 1
        self.reset()

    def reset(self):
        self.cur_step = 0
        self.owned = np.zeros(self.n_instruments)
        self.cash = self.initial_investment
        return self._obs()

    def _obs(self):
        price = self.prices[self.cur_step]
        return np.concatenate([self.owned, price, [self.cash]]).astype(np.float32)

    def _value(self):
        return float(self.owned @ self.prices[self.cur_step] + self.cash)

    def step(self, action):
        prev_value = self._value()
        self.cur_step += 1
        price = self.prices[self.cur_step]
        for i, a in enumerate(self.action_list[action]):
            if a == 0 and self.owned[i] > 0:
                self.cash += price[i]
                self.owned[i] -= 1
            elif a == 2 and self.cash >= price[i]:
                self.cash -= price[i]
                self.owned[i] += 1
        done = self.cur_step == self.n_step - 1
        return self._obs(), self._value() - prev_value, done, {"value": self._value()}
