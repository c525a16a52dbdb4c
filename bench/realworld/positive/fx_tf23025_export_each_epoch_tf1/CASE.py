# source: https://github.com/tensorflow/tensorflow/issues/23025
# symptom: saving the Keras model with saved_model.simple_save after every epoch on the default graph makes each saved_model.pb bigger than the last; the graph gains nodes with every export
# expect: TFM010 export.py:10
# note: graph-mode Keras (TF1 session) with an export helper in its own module called once per epoch from a loop that also runs sess.run; every simple_save adds saver ops to the default graph
