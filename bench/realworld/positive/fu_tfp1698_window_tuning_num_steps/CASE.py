# source: https://github.com/tensorflow/probability/issues/1698
# symptom: retracing warning for the adaptation-window function; each warmup window passes a different Python int num_steps, so a new graph (and XLA compile) is built for every window of every chain
# expect: TFM001 warmup.py:18
# expect: TFM007 warmup.py:38
# note: keeps the report's shape: a windowed step-size/mass-matrix warmup loop calling a tf.function with a Python int step count that doubles each window; the caller runs the warmup once per chain/seed
