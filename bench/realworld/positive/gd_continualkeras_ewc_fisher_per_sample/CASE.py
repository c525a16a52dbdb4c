# source: https://github.com/lshug/Continual-Keras/blob/master/EWC_classifier.py
# symptom: Fisher estimation after each task gets slower and memory keeps growing: every sample calls predict() and builds a new gradient op that is run once; a wrapped log-model is rebuilt per task
# expect: TFM008 ewc.py:41
# expect: TFM010 ewc.py:42
# expect: TFM009 ewc.py:30
# note: TF1 Keras backend session; evaluate.py trains tasks sequentially and calls EWCClassifier.estimate_fisher after each task; estimate_fisher loops over fisher_n samples
