import numpy as np
from keras.models import clone_model

from .wallet import Wallet

BUY, SELL, SLEEP = 0, 1, 2


class Agent:
    def __init__(self, population, agent_id, inherited_model=None):
        self.population = population
        self.agent_id = agent_id
        self.wallet = Wallet(population.starting_cash, population.starting_price, population.trading_fee)
        self.score = 0.0
        self.fitness = 0.0
        if inherited_model is not None:
            self.model = clone_model(inherited_model)
            self.model.set_weights(inherited_model.get_weights())
            self.mutate()
        else:
            self.model = population.model_builder()

    def batch_act(self, inputs, prices):
        predictions = self.model.predict(np.asarray(inputs), verbose=0)
        for idx, action in enumerate(np.argmax(predictions, axis=1)):
            if action == BUY:
                self.wallet.buy(prices[idx])
            elif action == SELL:
                self.wallet.sell(prices[idx])
        self.score = self.wallet.get_swing_earnings(prices[-1])

    def mutate(self):
        rate, scale = self.population.mutation_rate, self.population.mutation_scale
        new_weights = []
        for w in self.model.get_weights():
            mask = np.random.random(w.shape) < rate
            new_weights.append(w + mask * np.random.normal(scale=scale, size=w.shape))
        self.model.set_weights(new_weights)
