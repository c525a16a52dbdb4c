import copy

import training

BASE = {
    "len_state": 2,
    "num_shifts": 30,
    "widths": [80, 80, 2],
    "learning_rate": 1e-3,
    "num_steps": 2000,
    "max_time": 4 * 60,
}


def run_all():
    results = []
    for l2_lam in [1e-15, 1e-14, 1e-13]:
        for seed in range(20):
            params = copy.deepcopy(BASE)
            params.update(l2_lam=l2_lam, seed=seed)
            results.append((l2_lam, seed, training.main_exp(params)))
    return results


if __name__ == "__main__":
    for row in run_all():
        print(*row)
