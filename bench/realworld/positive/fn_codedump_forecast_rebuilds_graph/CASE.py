# source: https://codedump.io/share/QlFWUl01UeV3/1/how-does-tensorflow-manage-graphs
# symptom: a forecast() method that rebuilds the model, restores the checkpoint and runs predict works on the first call but fails on the second with "Variable weight_def/weights already exists"; after working around it with variable reuse, everything is still built once per call
# expect: TFM010 forecaster.py:19
# expect: TFM010 forecaster.py:21
# note: TF1 graph mode; service.py's while True loop calls MyModelUser.forecast (another module) per request; with reuse=tf.AUTO_REUSE the weights are shared, but every call still adds a placeholder, the matmul/relu ops and a new tf.train.Saver to the default graph before running them in the session
