# source: https://github.com/sicara/tf-explain/issues/49
# symptom: summary writers were instantiated in on_epoch_end; the issue asks to build them once at init
# note: fixed version: the summary writer and the explainer are created once in __init__ and reused at every epoch end; the model is built once in train_classifier.py
