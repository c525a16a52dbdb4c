# source: https://github.com/AaronJny/DeepLearningExamples/issues/2
# symptom: while generating poems with the trained LSTM, many "WARNING:tensorflow:11 out of the last 11 calls to <function _make_execution_function.<locals>.distributed_function> triggered tf.function retracing" messages
# expect: TFM008 utils.py:19
# note: each generated character costs one model.predict() on the whole prefix, so the input length changes on every call; eval.py generates several poems in a loop
