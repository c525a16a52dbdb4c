# source: https://github.com/cleverhans-lab/cleverhans/pull/1156
# symptom: calling attack() repeatedly (per batch and per max_iterations setting) fails with "tf.function only supports singleton tf.Variables created on the first call" / new optimizer state per trace
# expect: TFM002 cw_attack.py:25
# expect: TFM014 cw_attack.py:26
# note: the Carlini-Wagner step is a tf.function that creates its perturbation variable and its Adam optimizer inside the traced body; benchmark.py calls the attack for every batch and every iteration budget
