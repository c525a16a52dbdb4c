# source: https://github.com/tensorflow-example/python-tensorflow-master-example/blob/HEAD/keras-research-tutorial/08_compiled_functions.py
# symptom: the compiled step is traced again for the short final batch of every pass and for every differently sized evaluation batch; trace count grows with the number of batch sizes seen
# expect: TFM001 research/steps.py:12
# note: the tutorial's "compiled functions" step split into a steps module and a runner; the runner also evaluates on held-out chunks of varying size with the same step function's forward pass.
