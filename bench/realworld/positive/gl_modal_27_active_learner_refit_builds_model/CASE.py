# source: https://github.com/modAL-python/modAL/issues/27
# symptom: each query round retrains from scratch; with the Keras wrapper the build function runs on every fit, so every teach() adds another network to the process and memory grows over the rounds
# expect: TFM009 run_active_learning.py:10
# note: the thread explains that retraining depends on the estimator's fit(); here the sklearn-style KerasEstimator calls its stored build_fn (create_keras_model) inside fit, and ActiveLearner.teach calls fit once per query round
