"""Ask-and-tell Bayesian optimisation of the CNN settings."""
import json

from bayes_opt import BayesianOptimization, UtilityFunction

from objective import train_evaluate

BOUNDS = {"log_lr": (-5, -2), "log_batch": (4, 8), "dropout": (0.0, 0.5), "filters": (8, 64)}


def main(n_iter=40, init_points=5):
    optimizer = BayesianOptimization(f=None, pbounds=BOUNDS, random_state=3, allow_duplicate_points=True)
    utility = UtilityFunction(kind="ucb", kappa=2.5)
    for step in range(init_points + n_iter):
        params = optimizer.suggest(utility)
        target = train_evaluate(**params)
        optimizer.register(params=params, target=target)
        print(step, json.dumps(params), target)
    print("best:", optimizer.max)


if __name__ == "__main__":
    main()
