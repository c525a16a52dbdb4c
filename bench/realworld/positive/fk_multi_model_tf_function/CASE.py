# source: https://github.com/tensorflow/tensorflow/issues/62854
# symptom: training many small models one after the other: RAM grows after each loop iteration when MyModel.train is decorated with @tf.function, even though the model is deleted and gc.collect() runs; without the decorator no leak but training is much slower
# expect: TFM009 mymodel.py:8
# note: folder case: experiment.py creates a new MyModel per iteration; MyModel.__init__ (other module) builds the Keras Sequential and its optimizer, with the clear_session() / reset_default_graph() calls commented out as in the report
