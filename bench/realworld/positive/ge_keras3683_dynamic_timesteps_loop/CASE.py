# source: https://github.com/keras-team/keras/issues/3683
# symptom: an LSTM with input_shape=(None, input_dim) trained one sequence at a time (the answer's batch_size=1 suggestion): every distinct sequence length retraces the train function, training crawls and RSS grows
# expect: TFM007 seqmodel/train.py:24
# note: the training module loops over sequences of different lengths and calls train_on_batch with an array whose time dimension is len(seq); the model module builds the dynamic-timestep LSTM once
