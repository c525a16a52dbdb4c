# source: https://github.com/darkonhub/darkon/issues/28
# symptom: after creating the influence instance, calling the upweighting function many times keeps increasing CPU memory
# expect: TFM010 influence.py:21
# note: the test-loss gradient graph is rebuilt by tf.gradients on every upweighting call; the driver calls it once per misclassified test point inside its loop
