# source: https://github.com/keras-team/keras-tuner/issues/1031
# symptom: during a hyper-parameter search over a transformer classifier, RAM usage keeps climbing from trial to trial without being released until the program or the machine crashes, even on a 500 GB HPC node
# expect: TFM009 hpo/search.py:39
# note: package case with a hand-written search loop instead of the tuner: TransformerSearch.run builds, compiles and trains a new model from the class's build_model(hp) in every trial, with no clear_session and all trials in one process
