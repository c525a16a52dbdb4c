# source: https://github.com/jtkim-kaist/VAD/issues/26
# symptom: processing many audio files with the VAD is very slow because the DNN is loaded again for every file passed in
# expect: TFM010 vad_dnn.py:39
# note: batch_vad.py calls vad() once per wav; vad() builds the network ops and a new tf.train.Saver in the default graph on every call before restoring the checkpoint and running the session, so the graph grows with each file
