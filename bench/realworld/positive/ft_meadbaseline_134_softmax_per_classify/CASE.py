# source: https://github.com/mead-ml/mead-baseline/pull/134
# symptom: a new tf.nn.softmax was created for each call to classify(); running classify_text over the SST2 dev set took 80 s, 3 s once a dedicated softmax op existed
# expect: TFM010 classify_model.py:30
# note: the classifier graph is built once in create(); classify() is called once per batch of dev sentences from the evaluation script in another module
