# source: https://github.com/barronalex/Dynamic-Memory-Networks-in-TensorFlow/issues/16
# symptom: machine memory balloons over a long run: run_epoch() adds a tf.no_op() to the graph every time it is called without a train_op (every validation pass)
# expect: TFM010 dmn/model.py:22
# note: the epoch loop is in train.py; the op is created in DMN.run_epoch in dmn/model.py, imported with `from dmn.model import DMN`
