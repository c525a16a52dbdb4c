# source: https://github.com/keras-team/keras/issues/6124
# symptom: Keras model served from several Python threads: each worker pulls a batch from a queue and calls model.predict in its loop; needs _make_predict_function before threading, and per-call predict overhead dominates small batches
# expect: TFM008 workers.py:25
# note: keeps the thread's setup (load once, _make_predict_function, shared default graph, predict from worker threads); the repeated call is the while-True loop in PredictWorker.run.
