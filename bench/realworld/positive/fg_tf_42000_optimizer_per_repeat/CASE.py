# source: https://github.com/tensorflow/tensorflow/issues/42000
# symptom: repeating the whole experiment ten times in one process fails with the "non-first call" variable-creation error; the module-level train_step has no input signature and is handed a new optimizer (a Python object) on every repetition, so it is traced again for each run
# expect: TFM001 steps.py:6
# note: the report's layout: main.py repeats run_flow over seeds, flow.py creates the optimizer and loops epochs, steps.py holds the decorated step that receives model and optimizer as arguments
