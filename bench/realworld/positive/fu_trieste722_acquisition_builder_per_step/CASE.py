# source: https://github.com/secondmind-labs/trieste/issues/722
# symptom: compiled acquisition-function graphs accumulate over a long Bayesian-optimisation run (and over the test suite), so memory grows with the number of optimisation steps
# expect: TFM006 acquisition.py:10
# note: the builder returns a freshly decorated tf.function each time it is called, and propose_next() calls it on every BO step from the loop in bo_loop.py, so every step traces a new graph
