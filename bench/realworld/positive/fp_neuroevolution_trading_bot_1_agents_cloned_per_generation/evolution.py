import numpy as np
import pandas as pd
from keras.layers import Dense, Input
from keras.models import Sequential

from utils import Population


def build_model():
    model = Sequential([Input((60,)), Dense(64, activation="relu"), Dense(3, activation="softmax")])
    model.compile(optimizer="adam", loss="categorical_crossentropy")
    return model


def windows(prices, width=60):
    returns = np.diff(np.log(prices))
    return np.stack([returns[i - width:i] for i in range(width, len(returns))]), prices[width + 1:]


if __name__ == "__main__":
    prices = pd.read_csv("data/btc_hourly.csv")["close"].to_numpy()
    inputs, aligned_prices = windows(prices)
    pop = Population(pop_size=50, model_builder=build_model, mutation_rate=0.05, mutation_scale=0.3,
                     starting_cash=1000.0, starting_price=aligned_prices[0], trading_fee=0.001)
    for generation in range(500):
        pop.evolve(inputs, aligned_prices)
