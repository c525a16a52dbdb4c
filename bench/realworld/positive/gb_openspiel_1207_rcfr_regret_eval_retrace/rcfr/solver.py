"""Regression CFR driver: one regret model per player."""
import numpy as np

from rcfr.game_tree import all_infostates, sequence_features
from rcfr.regret_model import RegretModel


def regret_matching(regrets):
    positive = np.maximum(regrets, 0.0)
    total = positive.sum()
    if total <= 0:
        return np.full_like(regrets, 1.0 / len(regrets))
    return positive / total


class RcfrSolver:
    def __init__(self, game, num_features, num_players=2):
        self.game = game
        self.infostates = [all_infostates(game, p) for p in range(num_players)]
        self.models = [RegretModel(num_features) for _ in range(num_players)]
        self.policies = [dict() for _ in range(num_players)]

    def evaluate_and_update_policy(self):
        for player, model in enumerate(self.models):
            feats = [sequence_features(self.game, s) for s in self.infostates[player]]
            regrets = model.evaluate_infostates(feats)
            for state, r in zip(self.infostates[player], regrets):
                self.policies[player][state] = regret_matching(r)

    def run(self, iterations):
        for it in range(iterations):
            self.evaluate_and_update_policy()
            if it % 10 == 0:
                print("iteration", it)
