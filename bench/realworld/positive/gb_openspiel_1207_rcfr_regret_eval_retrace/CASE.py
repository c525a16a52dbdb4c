# source: https://github.com/google-deepmind/open_spiel/issues/1207
# symptom: "N out of the last N calls to <function feedforward_evaluate> triggered tf.function retracing" on every RCFR iteration; the solver slows down and grows
# expect: TFM001 rcfr/regret_model.py:6
# expect: TFM007 rcfr/regret_model.py:31
# note: RCFR evaluates a regret regressor on the sequence features of each information state; the number of legal actions differs per state, and the feature matrix is built with len(...) rows before being passed to the module-level tf.function, once per infostate per iteration. The solver loop lives in solver.py.
