# source: https://github.com/tensorflow/hub/issues/257
# symptom: semantic similarity gets slower in a for loop: about 12-13 s per chunk of 2500 sentences at first, over one minute per chunk by iteration 50
# expect: TFM010 embedder.py:16
# expect: TFM010 embedder.py:17
# note: the hub.Module is created once and passed in, but the helper called per chunk applies it and creates new initializer ops in the default graph before each session.run
