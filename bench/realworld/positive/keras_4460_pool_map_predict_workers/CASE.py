# source: https://github.com/keras-team/keras/issues/4460
# symptom: a trained Keras model used inside threads (pool.map over a worker function) runs out of CUDA memory, even with a global lock around model.predict or a pool of size 1; in the main thread the same script runs
# expect: TFM008 scoring.py:16
# note: folder case: run_pool.py maps score_slice (scoring.py) over the scans with a thread pool; the worker calls model.predict on one window at a time inside its own window loop
