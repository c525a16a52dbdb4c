# source: https://github.com/tensorflow/tensorflow/issues/8801
# symptom: RuntimeError: Graph is finalized and cannot be modified, from an evaluation added to the CIFAR-10 training hook every 100 steps
# expect: TFM010 cifar10.py:42
# note: the logger hook's after_run (a per-step SessionRunHook callback) calls the model module's evaluation, which builds the eval input, inference and accuracy ops and runs them
