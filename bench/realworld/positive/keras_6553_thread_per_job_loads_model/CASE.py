# source: https://github.com/keras-team/keras/issues/6553
# symptom: loading the same saved model (json + h5) in several threads at once, each thread building its own copy to predict separately, fails with "Operation ... is not an element of this graph"; every job builds and keeps another model in the shared graph
# expect: TFM009 worker.py:11
# note: folder case: server.py's dispatcher loop starts a thread per job with classify_job (worker.py) as target; the worker rebuilds the model from JSON and loads the weights for every job; Keras names come from a star import
