# source: https://github.com/ariseff/overcoming-catastrophic/issues/2
# symptom: the running time of compute_fisher becomes longer and longer and grows linearly with the number of tasks; moving tf.gradients out of the sampling loop accelerates it a lot
# expect: TFM010 model.py:29
# expect: TFM010 model.py:26
# note: folder case, TensorFlow 1 graph mode: EWCNet.compute_fisher in model.py builds a new tf.gradients backprop graph (plus log/slice ops) for every sampled image inside its loop and runs it at once with sess.run (line 29), and rebuilds the multinomial sampling op (line 26) on every call; train_tasks.py calls it after every task, so the graph grows with samples x tasks
