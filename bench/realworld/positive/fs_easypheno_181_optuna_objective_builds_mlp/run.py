import numpy as np

from easypheno.optimization.optuna_optim import OptunaOptim


if __name__ == "__main__":
    genotypes = np.load("data/x_matrix.npy").astype(np.float32)
    phenotype = np.load("data/y_matrix.npy").astype(np.float32)
    best = OptunaOptim(genotypes, phenotype, n_trials=200).run_optuna_optimization()
    print("best params", best.params, "value", best.value)
