# source: https://github.com/q-optimize/c3/issues/38
# symptom: memory rises strongly with every optimisation iteration; a memory profile traces it to tf.Variable objects being redefined inside the propagation method, and replacing them with tf.constant keeps memory flat
# expect: TFM002 qsim/experiment.py:13
# note: qsim/optimize.py runs the optimisation loop (one fidelity evaluation per iteration); qsim/experiment.py creates a fresh tf.Variable for the time step of every gate on every propagation call
