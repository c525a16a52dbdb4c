# source: https://github.com/ppliuboy/SelFlow/issues/16
# symptom: running model.test() in a loop fails on the second call with "Variable feature_extractor/conv1_1/weights already exists, disallowed. Did you mean to set reuse=True"
# expect: TFM010 model.py:16
# expect: TFM010 model.py:19
# note: folder case with a chain of calls: test_sequences.py calls SelFlowModel.test() for every frame pair; test() creates new placeholders, calls network.pyramid_processing() (slim.conv2d layers and their variables) and a new tf.train.Saver on every call before running a session; with reuse forced on, the same code would silently keep adding the network to the default graph for every frame pair
