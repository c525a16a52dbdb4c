# source: https://github.com/sktime/sktime-dl/issues/1
# symptom: a suspected memory leak in the models that tune their own parameters (MCNN, TLENET): running many models on many datasets in one process ends in an unexplained crash that is almost certainly an OOM
# expect: TFM009 sktime_dl/networks/mcnn.py:20
# note: MCNNClassifier.fit grid-searches pool factor x filter size; each cell calls train(), which builds and compiles a new Keras model in sktime_dl/networks/mcnn.py; `del model; gc.collect()` is the only clean-up, and run_experiments.py repeats this for every dataset
