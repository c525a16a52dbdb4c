# source: https://github.com/zfit/zfit/pull/421
# symptom: "widespread problems of memory leaks": long toy studies keep every compiled tf.function of the loss; memory grows with the number of fits until the process is killed
# expect: TFM006 nll.py:22
# note: the NLL's value_and_gradient defines and calls a nested @tf.function, so every minimizer step of every toy builds and traces a new graph; the toy loop lives in toy_study.py
