# source: https://github.com/bayesian-optimization/BayesianOptimization/issues/48
# symptom: Bayesian optimisation of a TensorFlow model wrapped in one function: after 4-7 iterations the Jupyter kernel dies (resource exhaustion)
# expect: TFM009 objective.py:18
# note: optimize.main runs the suggest / evaluate / register loop; every step calls train_evaluate (objective.py), which builds, compiles and trains a new Sequential CNN in the same process.
