# source: https://github.com/tensorflow/tensorflow/issues/33649
# symptom: "6 out of the last 11 calls to <function _make_execution_function.<locals>.distributed_function> triggered tf.function retracing" while a custom Keras metrics callback evaluates the dev set at the end of each epoch
# expect: TFM008 textclf/predictor.py:14
# note: folder case after the commenter's code: the Metrics callback (textclf/callbacks.py) builds a Predictor in __init__ and calls it from on_epoch_end; Predictor.__call__ (textclf/predictor.py) runs classifier.predict on every dev batch; the classifier is the functional tf.keras.Model built in train.py and passed through two constructors
