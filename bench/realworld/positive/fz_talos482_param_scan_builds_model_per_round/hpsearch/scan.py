import itertools
import json
import random
import time

from .round import train_round


class Scan(object):
    """Grid/random search over a parameter dictionary, one Keras model per round."""

    def __init__(self, x, y, params, fraction_limit=None, experiment_name="scan"):
        self.x = x
        self.y = y
        self.params = params
        self.fraction_limit = fraction_limit
        self.experiment_name = experiment_name
        self.results = []

    def _permutations(self):
        keys = sorted(self.params)
        grid = [dict(zip(keys, values))
                for values in itertools.product(*(self.params[k] for k in keys))]
        random.shuffle(grid)
        if self.fraction_limit:
            grid = grid[: max(1, int(len(grid) * self.fraction_limit))]
        return grid

    def run(self):
        for round_id, params in enumerate(self._permutations()):
            start = time.time()
            score = train_round(self.x, self.y, params)
            self.results.append(dict(params, val_acc=score, round=round_id,
                                     seconds=time.time() - start))
            print("round %d: %s -> %.4f" % (round_id, json.dumps(params), score))
        return sorted(self.results, key=lambda r: -r["val_acc"])
