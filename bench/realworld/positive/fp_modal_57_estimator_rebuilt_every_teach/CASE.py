# source: https://github.com/modAL-python/modAL/issues/57
# symptom: model.summary() inside create_keras_model prints at every query of the active-learning loop: the Keras scikit-learn wrapper calls the build function on every fit, so each teach step re-creates (and retrains from scratch) a whole new network instead of continuing to train the old one
# expect: TFM009 al/model.py:5
# note: run_al.py's query loop calls ActiveLearner.teach, which calls KerasActiveEstimator.fit (al/estimator.py, relative import), which calls create_keras_model (al/model.py) to build and compile a new Sequential on every query, then trains it, never calling clear_session() (chain: query loop -> teach -> fit -> create_keras_model); the learner's uncertainty query calls predict once per query on the whole pool
