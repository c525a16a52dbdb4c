# source: https://github.com/Jincheng-Sun/CFSC/blob/HEAD/Template/Adaptors/trainKerasModel.py
# symptom: incremental training over many data files keeps slowing down and memory grows; every call of the adaptor's train() recompiles the same model, so each fit traces new training functions
# expect: TFM013 adaptors/train_keras.py:12
# note: the adaptor subclass (TrainKerasModel of the abstract TrainAdaptor) compiles inside train(); train_stream.py builds the model once and calls adaptor.train once per data file
