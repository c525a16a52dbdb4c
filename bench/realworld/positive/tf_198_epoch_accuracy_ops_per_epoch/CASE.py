# source: https://github.com/tensorflow/tensorflow/issues/198
# symptom: "cumulative longer epochs": a simple logistic regression takes longer every epoch (1.7 s for the first, 2.7 s by epoch 20)
# expect: TFM010 logreg/model.py:19
# note: folder case: the epoch loop is in train.py; the accuracy op is built inside LogReg.accuracy in logreg/model.py, which also runs it, so every epoch's evaluation adds argmax/equal/reduce_mean nodes to the graph
