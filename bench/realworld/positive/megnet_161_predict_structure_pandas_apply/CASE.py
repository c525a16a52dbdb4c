# source: https://github.com/materialyzeai/megnet/issues/161
# symptom: predicting a test set structure by structure prints "5 out of the last 5 calls to Model.make_predict_function.<locals>.predict_function triggered tf.function retracing"
# expect: TFM008 megnet_lite/models.py:33
# note: folder case: the user maps predict_structure over a pandas column with DataFrame.apply and functools.partial; the library method (megnet_lite/models.py) calls Keras predict on the graph of one structure
