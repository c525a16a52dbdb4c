import itertools
import math

import numpy as np

from multi_partner_learning import MultiPartnerLearning


def shapley_values(partners, x_val, y_val, epochs=5):
    n = len(partners)
    scores = {}
    for size in range(1, n + 1):
        for coalition in itertools.combinations(range(n), size):
            mpl = MultiPartnerLearning([partners[i] for i in coalition], x_val, y_val)
            scores[coalition] = mpl.coalition_score(epochs=epochs)
            print("coalition", coalition, "score %.4f" % scores[coalition])
    values = np.zeros(n)
    for i in range(n):
        for coalition, score in scores.items():
            if i in coalition:
                continue
            with_i = tuple(sorted(coalition + (i,)))
            weight = (math.factorial(len(coalition)) * math.factorial(n - len(coalition) - 1)
                      / math.factorial(n))
            values[i] += weight * (scores[with_i] - score)
        values[i] += scores[(i,)] / n
    return values
