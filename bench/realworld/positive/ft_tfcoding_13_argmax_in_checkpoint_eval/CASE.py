# source: https://github.com/zhaoyingjun/TensorFlow-Coding/issues/13
# symptom: tf.argmax(softmax_propabilities, axis=1) is created again at every checkpoint evaluation inside the training loop, so the graph keeps growing and training gets slower
# expect: TFM010 execute.py:41
# note: keeps the repository shape: a CnnModel class built once in another module, and a while-loop in execute.py that evaluates on the test split every steps_per_checkpoint
