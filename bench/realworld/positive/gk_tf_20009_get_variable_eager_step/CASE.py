# source: https://github.com/tensorflow/tensorflow/issues/20009
# symptom: tf.get_variable(reuse=tf.AUTO_REUSE) does not reuse in eager mode; calling the function again creates a new variable each time (memory and results drift)
# expect: TFM002 layers_v1.py:9
# expect: TFM002 layers_v1.py:11
# note: the TF1-style dense() helper is called for every batch from the serving loop in serve.py (score -> mlp -> dense); in eager mode each get_variable call makes a fresh, randomly initialised variable
